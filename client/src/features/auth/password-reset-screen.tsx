import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { newPasswordPairSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PasswordRuleList } from './password-rule-list.tsx';

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
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');

  const linkRejected = form.formLevelErrors.some((error) => LINK_FIELDS.includes(error.field));
  const linkValid = !!userID && !!code && !linkRejected;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setState('idle');
    const result = await confirm({ input: { userID, code, newPassword } }, { silentErrors: true });
    const answer = result.data?.confirmResetPassword;
    if (answer?.formErrors.length) return form.setServerErrors(answer.formErrors);
    setState(answer?.success ? 'done' : 'failed');
  });

  return (
    <Card title={t('auth.passwordReset.title')} headingLevel={1} className="auth-card">
      <title>{t('auth.passwordReset.title')}</title>
      {state === 'done' ? (
        <>
          <Banner tone="success" data-testid="password-reset-success">
            {t('auth.passwordReset.success')}
          </Banner>
          <Link href="/signin" variant="button">
            {t('auth.passwordReset.goToSignIn')}
          </Link>
        </>
      ) : !linkValid ? (
        <>
          <Banner tone="error" data-testid="password-reset-invalid-link">
            {t('auth.passwordReset.invalidLink')}
          </Banner>
          <Link href="/password-recovery" variant="button">
            {t('auth.passwordReset.requestNewLink')}
          </Link>
        </>
      ) : (
        <>
          <p className="auth-card__description">{t('auth.passwordReset.description')}</p>
          <Form onSubmit={onSubmit} data-testid="password-reset-form">
            {state === 'failed' ? (
              <Banner tone="error" data-testid="password-reset-error">
                {t('auth.passwordReset.error')}
              </Banner>
            ) : null}
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
            <Button type="submit" isPending={fetching} data-testid="password-reset-submit">
              {t('auth.passwordReset.submit')}
            </Button>
          </Form>
        </>
      )}
      <div className="auth-card__links">
        <Link href="/signin">{t('common.backToSignIn')}</Link>
      </div>
    </Card>
  );
}
