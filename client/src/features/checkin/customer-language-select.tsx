import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select.tsx';

const NOT_KNOWN = 'unknown';

/** Each language named in itself, as the select and the visit's detail show it. */
const LANGUAGE_NAMES: Record<'it' | 'en', string> = { it: 'Italiano', en: 'English' };

/** A stored language's name; null when not known. */
export const customerLanguageName = (stored: string | null | undefined): string | null =>
  stored === 'it' || stored === 'en' ? LANGUAGE_NAMES[stored] : null;

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
        { id: 'it', label: LANGUAGE_NAMES.it },
        { id: 'en', label: LANGUAGE_NAMES.en },
      ]}
      value={value || NOT_KNOWN}
      onChange={(id) => onChange(id === 'it' || id === 'en' ? id : '')}
      name="customerLanguage"
      data-testid={testId}
    />
  );
}
