import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { passwordRecoveryInputSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

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
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setState('idle');
    const result = await send({ email }, { silentErrors: true });
    const answer = result.data?.sendPasswordRecovery;
    if (answer?.formErrors.length) return form.setServerErrors(answer.formErrors);
    setState(answer?.success ? 'sent' : 'failed');
  });

  return (
    <Card title={t('auth.passwordRecovery.title')} headingLevel={1} className="auth-card">
      <title>{t('auth.passwordRecovery.title')}</title>
      {state === 'sent' ? (
        <Banner tone="success" data-testid="password-recovery-success">
          {t('auth.passwordRecovery.success')}
        </Banner>
      ) : (
        <>
          <p className="auth-card__description">{t('auth.passwordRecovery.description')}</p>
          <Form onSubmit={onSubmit} data-testid="password-recovery-form">
            {state === 'failed' ? (
              <Banner tone="error" data-testid="password-recovery-error">
                {t('auth.passwordRecovery.error')}
              </Banner>
            ) : null}
            <TextField
              {...form.field('email')}
              label={t('auth.passwordRecovery.email')}
              type="email"
              autoComplete="email"
              isRequired
              inputTestId="password-recovery-email"
            />
            <Button type="submit" isPending={fetching} data-testid="password-recovery-submit">
              {t('auth.passwordRecovery.submit')}
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
