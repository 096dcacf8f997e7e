import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select.tsx';
import { CUSTOMER_LANGUAGE_NAMES } from '../../workshop/customer-language.ts';

const NOT_KNOWN = 'unknown';

/** `it`, `en`, or '' when not known: what the forms keep; the mutation gets null for ''. */
export type CustomerLanguageChoice = '' | 'it' | 'en';

/** The form's choice as the GraphQL inputs take it (null: not known). */
export const customerLanguageInput = (choice: CustomerLanguageChoice) => (choice === '' ? null : choice);

/** A visit's stored language as the forms keep it. */
export const customerLanguageChoice = (stored: string | null | undefined): CustomerLanguageChoice =>
  stored === 'it' || stored === 'en' ? stored : '';

/**
 * The customer's language on the desk and booking forms: the links in their SMS and the pages
 * they open follow it (docs/messaging.md). Each language is named in itself.
 */
export function CustomerLanguageSelect({
  value,
  onChange,
  testId,
}: {
  value: CustomerLanguageChoice;
  onChange(choice: CustomerLanguageChoice): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('checkin.customerLanguage.label')}
      description={t('checkin.customerLanguage.hint')}
      options={[
        { id: NOT_KNOWN, label: t('checkin.customerLanguage.notKnown') },
        { id: 'it', label: CUSTOMER_LANGUAGE_NAMES.it },
        { id: 'en', label: CUSTOMER_LANGUAGE_NAMES.en },
      ]}
      value={value || NOT_KNOWN}
      onChange={(id) => onChange(id === 'it' || id === 'en' ? id : '')}
      name="customerLanguage"
      data-testid={testId}
    />
  );
}
