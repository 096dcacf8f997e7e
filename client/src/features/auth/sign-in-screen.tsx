import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { loginInputSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { errorText } from '../../graphql/notify-error.ts';
import { startSession } from '../../session/session.ts';
import { languageChosenBeforeSignIn } from '../../session/sign-in-language.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { serverMessageKey } from './server-messages.ts';

const SignInLoginDocument = graphql(`
  mutation SignInLogin($input: LoginInput!) {
    login(input: $input) {
      profile {
        ...AuthSession_profile
      }
      errorMessage
      formErrors {
        field
        code
        message
      }
    }
  }
`);

const INITIAL_VALUES = { userName: '', password: '' };

/**
 * /signin. On success the session starts and the /signin guard sends the user back where they
 * were heading (or home); a wrong username or password gets one message for both.
 */
export function SignInScreen() {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(loginInputSchema, INITIAL_VALUES);
  const [{ fetching }, login] = useMutation(SignInLoginDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const result = await login({ input }, { silentErrors: true });
    if (result.error) return setFailure(errorText(result.error));
    const answer = result.data?.login;
    if (!answer) return;
    if (answer.profile) {
      // Staff see the language they saved, unless they just chose one here; a device account (a
      // monitor, a totem: no role) keeps its screen's language, which is the customers' (0017).
      const staff = answer.profile.isAdmin || answer.profile.roles.length > 0;
      if (staff && !languageChosenBeforeSignIn()) void i18n.changeLanguage(answer.profile.preferredLanguage);
      return startSession(answer.profile);
    }
    form.setServerErrors(answer.formErrors);
    if (answer.errorMessage) {
      const key = serverMessageKey(answer.errorMessage);
      setFailure(key ? t(key) : answer.errorMessage);
    }
  });

  return (
    <Card title={t('auth.signIn.title')} headingLevel={1} className="auth-card">
      <title>{`${t('auth.signIn.title')}`}</title>
      <p className="auth-card__description">{t('auth.signIn.description')}</p>
      <Form onSubmit={onSubmit} data-testid="signin-form">
        {failure ? (
          <Banner tone="error" data-testid="signin-error">
            {failure}
          </Banner>
        ) : null}
        <TextField
          {...form.field('userName')}
          label={t('auth.signIn.userName')}
          autoComplete="username"
          isRequired
          inputTestId="signin-username"
        />
        <TextField
          {...form.field('password')}
          label={t('auth.signIn.password')}
          type="password"
          autoComplete="current-password"
          isRequired
          inputTestId="signin-password"
        />
        <Button type="submit" isPending={fetching} data-testid="signin-submit">
          {t('auth.signIn.submit')}
        </Button>
      </Form>
      <div className="auth-card__links">
        <Link href="/password-recovery" data-testid="link-password-recovery">
          {t('auth.signIn.forgotPassword')}
        </Link>
        <Link href="/customer-support" data-testid="link-customer-support">
          {t('auth.signIn.customerSupport')}
        </Link>
      </div>
    </Card>
  );
}
