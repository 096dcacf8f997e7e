import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ImpersonationBannerStopImpersonationMutation } from '../graphql/session-operations.ts';
import { startSession } from '../session/session.ts';
import { authAtom } from '../state/auth-atom.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';

/** While an admin is signed in as someone else, say so plainly and offer the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useAtomValue(authAtom);
  const [{ fetching }, stop] = useMutation(ImpersonationBannerStopImpersonationMutation);
  if (!user?.impersonator) return null;

  const onStop = async () => {
    const result = await stop({});
    // The admin's own profile comes back: a new session (and a fresh cache) for the admin.
    if (result.data?.stopImpersonation) startSession(result.data.stopImpersonation);
  };

  return (
    <Banner
      tone="warning"
      className="impersonation-banner"
      data-testid="impersonation-banner"
      actions={
        <Button variant="secondary" onPress={onStop} isPending={fetching} data-testid="stop-impersonation">
          {t('impersonation.stop')}
        </Button>
      }
    >
      {t('impersonation.banner', { user: user.userName, impersonator: user.impersonator.userName })}
    </Banner>
  );
}
