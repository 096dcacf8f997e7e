import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { newPasswordPairSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { Banner } from '../../ui/banner.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PasswordRuleList } from './password-rule-list.tsx';
import { PublicFormCard, usePublicFormSubmit } from './public-form-card.tsx';

const PasswordResetConfirmPasswordDocument = graphql(`
  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {
    confirmResetPassword(input: $input) {
      success
      formErrors {
        field
        code
        message
      }
    }
  }
`);

const INITIAL_VALUES = { newPassword: '', confirmPassword: '' };

/** Fields of the link, not of the form: an error on them means the link itself is bad. */
const LINK_FIELDS = ['userID', 'code'];

/** /password-reset?userId=…&code=… from the recovery e-mail: a new password, typed twice. */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const userID = searchParams.get('userId') ?? '';
  const code = searchParams.get('code') ?? '';
  const form = useSchemaForm(newPasswordPairSchema, INITIAL_VALUES);
  const [{ fetching }, confirm] = useMutation(PasswordResetConfirmPasswordDocument);
  const { state, onSubmit } = usePublicFormSubmit(
    form,
    async ({ newPassword }) =>
      (await confirm({ input: { userID, code, newPassword } }, { silentErrors: true })).data
        ?.confirmResetPassword,
  );

  const linkRejected = form.formLevelErrors.some((error) => LINK_FIELDS.includes(error.field));
  const linkValid = !!userID && !!code && !linkRejected;

  return (
    <PublicFormCard
      i18nKey="passwordReset"
      testId="password-reset"
      state={state}
      onSubmit={onSubmit}
      fetching={fetching}
      afterSuccess={
        <Link href="/signin" variant="button">
          {t('auth.passwordReset.goToSignIn')}
        </Link>
      }
      instead={
        linkValid ? undefined : (
          <>
            <Banner tone="error" data-testid="password-reset-invalid-link">
              {t('auth.passwordReset.invalidLink')}
            </Banner>
            <Link href="/password-recovery" variant="button">
              {t('auth.passwordReset.requestNewLink')}
            </Link>
          </>
        )
      }
    >
      <TextField
        {...form.field('newPassword')}
        label={t('auth.passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
        description={<PasswordRuleList password={form.values.newPassword} />}
        inputTestId="password-reset-new"
      />
      <TextField
        {...form.field('confirmPassword')}
        label={t('auth.passwordReset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
        inputTestId="password-reset-confirm"
      />
    </PublicFormCard>
  );
}
