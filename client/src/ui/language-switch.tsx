import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages.ts';
import { SegmentedControl } from './segmented-control.tsx';

/** IT / EN switch; i18next's detector remembers the choice in localStorage (spec §1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      label={t('common.language')}
      data-testid="language-switch"
      selected={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={[
        { id: 'it', label: 'IT', accessibleName: t('common.languageItalian') },
        { id: 'en', label: 'EN', accessibleName: t('common.languageEnglish') },
      ]}
    />
  );
}
