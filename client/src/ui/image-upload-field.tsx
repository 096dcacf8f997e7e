import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  isLogoMimeType,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  logoProblem,
} from '../../../shared/validation/logo.ts';
import { translateCode } from '../i18n/translate-code.ts';
import { Button } from './button.tsx';
import './controls.css';

export interface ImageUploadFieldProps {
  label: string;
  /** The image as the server stores it: a data URL, or '' for none. */
  value: string;
  onChange(value: string): void;
  /** Called once the person has interacted, so the form starts showing this field's errors. */
  onBlur?(): void;
  /** Already translated error from the form (schema or server `formErrors`). */
  errorMessage?: string | undefined;
  /** Form field name: the choose button carries it, so a form can move focus to this field. */
  name?: string;
  isDisabled?: boolean;
  /** Offer a "remove" button (off for a required image that must be replaced, not removed). */
  allowRemove?: boolean;
  /** `data-testid` on the field's wrapper, for end-to-end tests. */
  testId?: string;
}

/** Reads a picked file into a data URL, the form the server stores. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A labelled image picker (logos): PNG, JPEG, WebP or SVG up to LOGO_MAX_BYTES, with a preview,
 * change and remove. The file is checked here with the same rules the server applies
 * (`shared/validation/logo.ts`), so a wrong file is refused before it is sent and the value never
 * holds something the server would reject for its type or size.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  name,
  isDisabled,
  allowRemove = true,
  testId,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A refused pick is this field's own error: the value stays as it was.
  const [pickError, setPickError] = useState<string | null>(null);
  const shownError = pickError ?? errorMessage;

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    onBlur?.();
    if (!isLogoMimeType(file.type)) return setPickError(translateCode(t, 'imageType'));
    if (file.size > LOGO_MAX_BYTES) return setPickError(translateCode(t, 'imageSize'));
    try {
      const dataUrl = await readAsDataUrl(file);
      const problem = logoProblem(dataUrl);
      if (problem) return setPickError(translateCode(t, problem));
      setPickError(null);
      onChange(dataUrl);
    } catch {
      setPickError(t('imageUpload.unreadable'));
    }
  };

  const remove = () => {
    setPickError(null);
    onBlur?.();
    onChange('');
  };

  return (
    <fieldset
      className="ui-field ui-image-field"
      data-invalid={shownError ? true : undefined}
      data-testid={testId}
      aria-labelledby={labelId}
    >
      <legend id={labelId} className="ui-field__label">
        {label}
      </legend>
      <div className="ui-image-field__row">
        <div className="ui-image-field__preview">
          {value ? (
            <img src={value} alt={t('imageUpload.preview', { label })} />
          ) : (
            <span className="ui-image-field__empty">{t('imageUpload.none')}</span>
          )}
        </div>
        <div className="ui-image-field__actions">
          <FileTrigger acceptedFileTypes={LOGO_MIME_TYPES} onSelect={(files) => void pick(files)}>
            <Button
              variant="secondary"
              name={name}
              isDisabled={isDisabled}
              aria-describedby={[hintId, shownError ? errorId : null].filter(Boolean).join(' ')}
            >
              {value ? t('imageUpload.replace') : t('imageUpload.choose')}
            </Button>
          </FileTrigger>
          {value && allowRemove ? (
            <Button variant="quiet" onPress={remove} isDisabled={isDisabled}>
              {t('imageUpload.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <div id={hintId} className="ui-field__description">
        {t('imageUpload.hint')}
      </div>
      {shownError ? (
        <div id={errorId} className="ui-field__error" role="alert">
          {shownError}
        </div>
      ) : null}
    </fieldset>
  );
}
