import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { StaffAlertsSubscription as StaffAlertsResult } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { useEveryResult } from '../../live/use-every-result.ts';
import { useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import chimeUrl from './alert-chime.wav';

const StaffAlertsSubscription = graphql(`
  subscription StaffAlerts($workshopID: ID!) {
    staffAlerts(workshopID: $workshopID) {
      initial
      alerts {
        alertKey
        alertType
        state
        plate
        minutes
        waiting
        box
        acceptor
        screen
      }
    }
  }
`);

// Whether the chime plays: kept in the browser, so a muted desk stays muted after a reload.
const MUTE_KEY = 'turno.staffAlerts.muted';
const isMuted = () => localStorage.getItem(MUTE_KEY) === '1';

function chime() {
  if (isMuted()) return;
  // A bundled file (same origin, as the CSP's media-src wants); browsers may refuse to play
  // before the user touched the page: the toast still shows.
  void new Audio(chimeUrl).play().catch(() => {});
}

type StaffAlertsPayload = StaffAlertsResult['staffAlerts'];

/**
 * The in-app staff alerts (docs/messaging.md "Staff alerts") of the workshop the staff screens
 * work on: a toast with a short chime for each raise and repeat; a cleared alert's toast goes away.
 *
 * Every event counts: an alert pass raises one event per alert, and several arrive together, so
 * each result is handled as it comes (`useEveryResult`).
 */
export function StaffAlerts() {
  const { t } = useTranslation();
  const { workshopID } = useStaffWorkshop();
  useEveryResult(StaffAlertsSubscription, workshopID ? { workshopID } : null, (data) =>
    showAlerts(data.staffAlerts, t),
  );
  return null;
}

function showAlerts(payload: StaffAlertsPayload, t: TFunction) {
  let sound = false;
  for (const alert of payload.alerts) {
    if (alert.state === 'cleared') {
      toast.dismiss(alert.alertKey);
      continue;
    }
    const type = alert.alertType as
      | 'criticalThreshold'
      | 'globalWaitingTime'
      | 'acceptorInactivity'
      | 'screenOffline';
    toast.warning(t('staffAlerts.title'), {
      id: alert.alertKey,
      description: t(`staffAlerts.${type}`, {
        plate: alert.plate ?? '',
        minutes: alert.minutes ?? 0,
        waiting: alert.waiting ?? 0,
        box: alert.box ?? '',
        acceptor: alert.acceptor ?? '',
        screen: alert.screen ?? '',
      }),
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
      action: {
        label: isMuted() ? t('staffAlerts.unmute') : t('staffAlerts.mute'),
        onClick: () => localStorage.setItem(MUTE_KEY, isMuted() ? '0' : '1'),
      },
    });
    sound = true;
  }
  if (sound && !payload.initial) chime();
}
