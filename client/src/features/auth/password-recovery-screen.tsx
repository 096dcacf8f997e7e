import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { passwordRecoveryInputSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PublicFormCard, usePublicFormSubmit } from './public-form-card.tsx';

const PasswordRecoverySendRecoveryDocument = graphql(`
  mutation PasswordRecoverySendRecovery($email: String!) {
    sendPasswordRecovery(email: $email) {
      success
      formErrors {
        field
        code
        message
      }
    }
  }
`);

const INITIAL_VALUES = { email: '' };

/**
 * /password-recovery. The confirmation reads the same for known and unknown addresses, as the
 * server's answer does, so the page cannot be used to find out who has an account.
 */
export function PasswordRecoveryScreen() {
  const { t } = useTranslation();
  const form = useSchemaForm(passwordRecoveryInputSchema, INITIAL_VALUES);
  const [{ fetching }, send] = useMutation(PasswordRecoverySendRecoveryDocument);
  const { state, onSubmit } = usePublicFormSubmit(
    form,
    async ({ email }) => (await send({ email }, { silentErrors: true })).data?.sendPasswordRecovery,
  );

  return (
    <PublicFormCard
      i18nKey="passwordRecovery"
      testId="password-recovery"
      state={state}
      onSubmit={onSubmit}
      fetching={fetching}
    >
      <TextField
        {...form.field('email')}
        label={t('auth.passwordRecovery.email')}
        type="email"
        autoComplete="email"
        isRequired
        inputTestId="password-recovery-email"
      />
    </PublicFormCard>
  );
}
