import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { supportRequestInputSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

const CustomerSupportSendRequestDocument = graphql(`
  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {
    supportRequest(input: $input) {
      success
      formErrors {
        field
        code
        message
      }
    }
  }
`);

const INITIAL_VALUES = { name: '', email: '', message: '' };

/** /customer-support: a message to the installation's support address, reachable without signing in. */
export function CustomerSupportScreen() {
  const { t } = useTranslation();
  const form = useSchemaForm(supportRequestInputSchema, INITIAL_VALUES);
  const [{ fetching }, send] = useMutation(CustomerSupportSendRequestDocument);
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');

  const onSubmit = form.handleSubmit(async (input) => {
    setState('idle');
    const result = await send({ input }, { silentErrors: true });
    const answer = result.data?.supportRequest;
    if (answer?.formErrors.length) return form.setServerErrors(answer.formErrors);
    setState(answer?.success ? 'sent' : 'failed');
  });

  return (
    <Card title={t('auth.customerSupport.title')} headingLevel={1} className="auth-card">
      <title>{t('auth.customerSupport.title')}</title>
      {state === 'sent' ? (
        <Banner tone="success" data-testid="customer-support-success">
          {t('auth.customerSupport.success')}
        </Banner>
      ) : (
        <>
          <p className="auth-card__description">{t('auth.customerSupport.description')}</p>
          <Form onSubmit={onSubmit} data-testid="customer-support-form">
            {state === 'failed' ? (
              <Banner tone="error" data-testid="customer-support-error">
                {t('auth.customerSupport.error')}
              </Banner>
            ) : null}
            <TextField
              {...form.field('name')}
              label={t('auth.customerSupport.name')}
              autoComplete="name"
              isRequired
            />
            <TextField
              {...form.field('email')}
              label={t('auth.customerSupport.email')}
              type="email"
              autoComplete="email"
              isRequired
            />
            <TextField
              {...form.field('message')}
              label={t('auth.customerSupport.message')}
              multiline
              isRequired
            />
            <Button type="submit" isPending={fetching} data-testid="customer-support-submit">
              {t('auth.customerSupport.submit')}
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
