import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../shared/auth/api-key-scopes.ts';
import { createApiKeyInputSchema } from '../../../../shared/validation/api-keys.ts';
import { type FieldError, parseForm } from '../../../../shared/validation/form-errors.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CreateApiKeyMutation } from './api-key-operations.ts';
import { SCOPE_LABEL_KEYS } from './scope-labels.ts';

/** The new key's name and scopes, checked with the server's own schema before it is sent. */
export function CreateApiKeyDialog({
  workshopID,
  onClose,
  onCreated,
}: {
  workshopID: string;
  onClose(): void;
  onCreated(key: string): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['appointments:read']);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [creating, create] = useMutation(CreateApiKeyMutation);
  const errorOf = (field: string) => {
    const found = errors.find((error) => error.field === field || error.field.startsWith(`${field}.`));
    return found ? translateCode(t, found.code) : undefined;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { workshopID, name, scopes };
    const parsed = parseForm(createApiKeyInputSchema, input);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const reply = await create({ input });
    const result = reply.data?.createApiKey;
    if (reply.error || !result) {
      toast.error(t('apiKeys.createError'));
      return;
    }
    if (result.key) onCreated(result.key);
    else setErrors(result.formErrors);
  }

  const scopesError = errorOf('scopes');
  return (
    <FormDialog
      title={t('apiKeys.new')}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={creating.fetching}
      className="api-keys__form"
      testId="api-key-form"
      cancelLabel={t('apiKeys.cancel')}
      cancelTestId="api-key-form-cancel"
      submitLabel={t('apiKeys.create')}
      submitTestId="api-key-form-save"
    >
      <TextField
        label={t('apiKeys.name')}
        description={t('apiKeys.nameHint')}
        value={name}
        onChange={(value) => {
          setName(value);
          // An error described the value before this edit: the next submit checks again.
          setErrors((current) => current.filter((error) => error.field !== 'name'));
        }}
        errorMessage={errorOf('name')}
        autoComplete="off"
        autoFocus
        inputTestId="api-key-name"
      />
      <fieldset
        className="api-keys__scope-choice"
        aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}
      >
        <legend>{t('apiKeys.scopesLabel')}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            isSelected={scopes.includes(scope)}
            onChange={(selected) => {
              setScopes((current) =>
                selected ? [...current, scope] : current.filter((held) => held !== scope),
              );
              setErrors((current) => current.filter((error) => !error.field.startsWith('scopes')));
            }}
            data-testid={`api-key-scope-${scope}`}
          >
            {t(SCOPE_LABEL_KEYS[scope])} <code>{scope}</code>
          </Checkbox>
        ))}
        {scopesError ? (
          <p id="api-key-scopes-error" className="ui-field__error" role="alert">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
