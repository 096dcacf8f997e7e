import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '../i18n/languages.ts';
import { SegmentedControl } from './segmented-control.tsx';

/**
 * IT / EN switch; i18next's detector remembers the choice in localStorage (spec §1). `onChange`
 * hears a person's choice (not a change made by code), e.g. to save it as theirs on the server.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void } = {}) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <SegmentedControl
      label={t('common.language')}
      data-testid="language-switch"
      selected={current}
      onChange={(choice) => {
        const language = toLanguage(choice);
        void i18n.changeLanguage(language);
        if (language !== current) onChange?.(language);
      }}
      options={[
        { id: 'it', label: 'IT', accessibleName: t('common.languageItalian') },
        { id: 'en', label: 'EN', accessibleName: t('common.languageEnglish') },
      ]}
    />
  );
}
