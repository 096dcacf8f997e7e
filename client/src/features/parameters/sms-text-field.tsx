import { useTranslation } from 'react-i18next';
import { renderTemplate } from '../../../../shared/messaging/render-template.ts';
import { SMS_PLACEHOLDERS, type SmsPlaceholder } from '../../../../shared/messaging/sms-placeholders.ts';
import { SMS_TEXT_MAX } from '../../../../shared/validation/parameters.ts';
import { SmsLength } from '../../ui/sms-length.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { BoundFieldProps } from '../../ui/use-schema-form.ts';

/**
 * An SMS text: the placeholders it may use, its length, and a live preview rendered by the very
 * function the server sends SMS with, filled with sample values and the workshop's name.
 */
export function SmsTextField({
  label,
  field,
  workshopName,
}: {
  label: string;
  field: BoundFieldProps;
  workshopName: string;
}) {
  const { t } = useTranslation();
  const sample: Record<SmsPlaceholder, string> = {
    name: t('workshopSetup.parameters.sample.name'),
    plate: t('workshopSetup.parameters.sample.plate'),
    box: t('workshopSetup.parameters.sample.box'),
    link: t('workshopSetup.parameters.sample.link'),
    workshop: workshopName,
    date: t('workshopSetup.parameters.sample.date'),
    time: t('workshopSetup.parameters.sample.time'),
  };
  const preview = renderTemplate(field.value, sample);
  const previewID = `sms-preview-${field.name}`;
  return (
    <div className="workshop-setup__sms" data-testid={`sms-${field.name}`}>
      <TextField
        label={label}
        {...field}
        multiline
        rows={3}
        inputTestId={`param-${field.name}`}
        description={
          <>
            {t('workshopSetup.parameters.sms.placeholders')}{' '}
            {SMS_PLACEHOLDERS.map((name) => (
              <code key={name} className="workshop-setup__placeholder">{`{${name}}`}</code>
            ))}{' '}
            · {t('workshopSetup.parameters.sms.characters', { count: field.value.length, max: SMS_TEXT_MAX })}
          </>
        }
      />
      <figure className="workshop-setup__preview" aria-labelledby={previewID}>
        <figcaption id={previewID}>{t('workshopSetup.parameters.sms.preview')}</figcaption>
        <p data-testid={`sms-preview-${field.name}`}>
          {preview.trim() === '' ? <em>{t('workshopSetup.parameters.sms.emptyPreview')}</em> : preview}
        </p>
        {/* Counted on the preview: the placeholders' values decide the length that is sent. */}
        <SmsLength text={preview.trim()} data-testid={`sms-length-${field.name}`} />
      </figure>
    </div>
  );
}
