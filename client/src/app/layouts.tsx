import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { markLanguageChosen } from '../session/sign-in-language.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { FullScreenSpinner } from '../ui/spinner.tsx';

/** The first tab stop of every layout (main-layout.tsx too). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content">
      {t('common.skipToContent')}
    </a>
  );
}

/** Sign-in, password recovery and reset, support: one centred column with the language switch. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="auth-layout__header">
        <span className="auth-layout__brand">{t('common.appName')}</span>
        <LanguageSwitch onChange={markLanguageChosen} />
      </header>
      <main id="main-content" className="auth-layout__content" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Customer pages (tracking, pickup) and device pages (monitor, totem): no staff chrome. */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className="bare-layout">
      <SkipLink />
      <main id="main-content" className="bare-layout__content" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
