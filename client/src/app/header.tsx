import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { HeaderSetMyLanguageMutation, SessionLogoutMutation } from '../graphql/session-operations.ts';
import { endSession } from '../session/session.ts';
import { authAtom } from '../state/auth-atom.ts';
import { sidebarExpandedAtom } from '../state/sidebar-atom.ts';
import { Button } from '../ui/button.tsx';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { Link } from '../ui/link.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';

/** Top bar: menu toggle, product name, who is signed in, language, sign-out. */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const [expanded, setExpanded] = useAtom(sidebarExpandedAtom);
  const [{ fetching }, logout] = useMutation(SessionLogoutMutation);
  const [, setMyLanguage] = useMutation(HeaderSetMyLanguageMutation);
  const fullName = user ? `${user.firstname} ${user.lastname}`.trim() || user.userName : '';

  const onSignOut = async () => {
    // The server clears the refresh cookie; locally the session ends whatever it answers.
    await logout({}, { silentErrors: true });
    endSession();
    void navigate('/signin', { replace: true });
  };

  return (
    <header className="app-header">
      <Button
        variant="quiet"
        aria-expanded={expanded}
        aria-controls={SIDEBAR_ID}
        onPress={() => setExpanded(!expanded)}
        data-testid="sidebar-toggle"
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{expanded ? t('common.closeMenu') : t('common.openMenu')}</span>
      </Button>
      <Link href="/" className="app-header__brand">
        {t('common.appName')}
      </Link>
      <div className="app-header__spacer" />
      <span className="app-header__user" data-testid="header-user-name">
        {t('common.signedInAs', { name: fullName })}
      </span>
      <LanguageSwitch
        // The user's choice is also the language of their own messages, and follows them to the
        // next sign-in (decision 0017); an admin signed in as someone chooses only their screen's.
        onChange={user?.impersonator ? undefined : (language) => void setMyLanguage({ language })}
      />
      <Button variant="secondary" onPress={onSignOut} isPending={fetching} data-testid="sign-out">
        {t('common.signOut')}
      </Button>
    </header>
  );
}
