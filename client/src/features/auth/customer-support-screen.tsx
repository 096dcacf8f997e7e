import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { supportRequestInputSchema } from '../../../../shared/validation/auth.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PublicFormCard, usePublicFormSubmit } from './public-form-card.tsx';

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
  const { state, onSubmit } = usePublicFormSubmit(
    form,
    async (input) => (await send({ input }, { silentErrors: true })).data?.supportRequest,
  );

  return (
    <PublicFormCard
      i18nKey="customerSupport"
      testId="customer-support"
      state={state}
      onSubmit={onSubmit}
      fetching={fetching}
    >
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
      <TextField {...form.field('message')} label={t('auth.customerSupport.message')} multiline isRequired />
    </PublicFormCard>
  );
}
