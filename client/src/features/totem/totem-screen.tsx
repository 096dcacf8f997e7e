import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { isUnreachable } from '../../graphql/auth-errors.ts';
import { DEVICE_KEYS } from '../../state/device-keys.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { useDeviceChoice } from '../monitor/device-choice.ts';
import { DevicePicker } from '../monitor/device-picker.tsx';
import { useLastShown, useRetryWhileUnreachable } from '../monitor/offline-start.ts';
import { ScreenReconnecting } from '../monitor/screen-reconnecting.tsx';
import { TotemKiosk } from './totem-kiosk.tsx';
import { TotemScreenMyTotemsQuery } from './totem-operations.ts';
import { isKioskTotem, type KioskTotem } from './totem-types.ts';
import './totem.css';

const TOTEM_CHOICE_KEY = DEVICE_KEYS.totemChoice;
/** Local-storage key of that totem as last read, for a start without the server (offline-start.ts). */
const TOTEM_SHOWN_KEY = 'turno.totemShown';

/** `/totem`: the self-service kiosk of a totem's device account (one chosen once per device). */
export function TotemScreen() {
  const { t } = useTranslation();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({ query: TotemScreenMyTotemsQuery, context });
  const totems = data?.myTotems;
  const { chosen, choose } = useDeviceChoice(
    TOTEM_CHOICE_KEY,
    totems?.map((item) => item.totemID),
  );
  const totem: KioskTotem | undefined = totems?.find((item) => item.totemID === chosen);
  const lastShown = useLastShown(TOTEM_SHOWN_KEY, totem, isKioskTotem);
  // Started while the server is down (the service worker's shell): the kiosk as last shown, its
  // band on, asking again until the server answers.
  const unreachable = !totems && isUnreachable(error);
  useRetryWhileUnreachable(unreachable, () => refetch({ requestPolicy: 'network-only' }));

  if (!data && !error && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  if (unreachable) {
    if (lastShown) return <TotemKiosk totem={lastShown} />;
    return (
      <div className="device-message">
        <title>{`${t('totem.title')} · Turno`}</title>
        <ScreenReconnecting testId="totem-offline" />
      </div>
    );
  }
  if (!totems) {
    return (
      <div className="device-message">
        <title>{`${t('totem.title')} · Turno`}</title>
        <Banner
          tone="error"
          data-testid="totem-load-error"
          actions={
            <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
              {t('totem.retry')}
            </Button>
          }
        >
          {error ? t('totem.loadError') : t('common.loading')}
        </Banner>
      </div>
    );
  }
  if (totems.length === 0) {
    return (
      <div className="device-message">
        <title>{`${t('totem.title')} · Turno`}</title>
        <Banner tone="warning" data-testid="totem-none">
          {t('totem.noTotem')}
        </Banner>
      </div>
    );
  }
  if (!totem) {
    return (
      <div className="device-message">
        <title>{`${t('totem.title')} · Turno`}</title>
        <DevicePicker
          title={t('totem.chooseTitle')}
          description={t('totem.chooseDescription')}
          options={totems.map((item) => ({
            id: item.totemID,
            name: item.name,
            workshopName: item.workshopName,
          }))}
          onChoose={choose}
          testId="totem-picker"
        />
      </div>
    );
  }
  return <TotemKiosk totem={totem} />;
}
