import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { isUnreachable } from '../../graphql/auth-errors.ts';
import { DEVICE_KEYS } from '../../state/device-keys.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { type BoardMonitor, isBoardMonitor } from './board-monitor.ts';
import { useDeviceChoice } from './device-choice.ts';
import { DevicePicker } from './device-picker.tsx';
import { MonitorBoard } from './monitor-board.tsx';
import { MonitorScreenMyMonitorsQuery } from './monitor-operations.ts';
import { useLastShown, useRetryWhileUnreachable } from './offline-start.ts';
import { ScreenReconnecting } from './screen-reconnecting.tsx';
import './monitor.css';

/** Local-storage key of the monitor this screen shows. */
const MONITOR_CHOICE_KEY = DEVICE_KEYS.monitorChoice;
/** Local-storage key of that monitor as last read, for a start without the server (offline-start.ts). */
const MONITOR_SHOWN_KEY = 'turno.monitorShown';

/**
 * `/monitor`: the waiting-room screen of a monitor's device account. An account with several
 * monitors picks one once; the choice is remembered on the device.
 */
export function MonitorScreen() {
  const { t } = useTranslation();
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data, error, fetching }, refetch] = useQuery({ query: MonitorScreenMyMonitorsQuery, context });
  const monitors = data?.myMonitors;
  const { chosen, choose } = useDeviceChoice(
    MONITOR_CHOICE_KEY,
    monitors?.map((m) => m.monitorID),
  );
  const monitor: BoardMonitor | undefined = monitors?.find((m) => m.monitorID === chosen);
  const lastShown = useLastShown(MONITOR_SHOWN_KEY, monitor, isBoardMonitor);
  // Started while the server is down (the service worker's shell): the board as last shown, its
  // band on, asking again until the server answers.
  const unreachable = !monitors && isUnreachable(error);
  useRetryWhileUnreachable(unreachable, () => refetch({ requestPolicy: 'network-only' }));

  if (!data && !error && fetching) return <FullScreenSpinner label={t('common.loading')} />;
  if (unreachable) {
    if (lastShown) return <MonitorBoard monitor={lastShown} onChangeMonitor={undefined} />;
    return (
      <div className="device-message" data-theme="dark">
        <title>{`${t('monitor.title')} · Turno`}</title>
        <ScreenReconnecting testId="monitor-offline" />
      </div>
    );
  }
  if (!monitors) {
    return (
      <div className="device-message" data-theme="dark">
        <title>{`${t('monitor.title')} · Turno`}</title>
        <Banner
          tone="error"
          data-testid="monitor-load-error"
          actions={
            <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
              {t('monitor.retry')}
            </Button>
          }
        >
          {error ? t('monitor.loadError') : t('common.loading')}
        </Banner>
      </div>
    );
  }
  if (monitors.length === 0) {
    return (
      <div className="device-message">
        <title>{`${t('monitor.title')} · Turno`}</title>
        <Banner tone="warning" data-testid="monitor-none">
          {t('monitor.noMonitor')}
        </Banner>
      </div>
    );
  }
  if (!monitor) {
    return (
      <div className="device-message">
        <title>{`${t('monitor.title')} · Turno`}</title>
        <DevicePicker
          title={t('monitor.chooseTitle')}
          description={t('monitor.chooseDescription')}
          options={monitors.map((m) => ({ id: m.monitorID, name: m.name, workshopName: m.workshopName }))}
          onChoose={choose}
          testId="monitor-picker"
        />
      </div>
    );
  }
  return (
    <MonitorBoard monitor={monitor} onChangeMonitor={monitors.length > 1 ? () => choose(null) : undefined} />
  );
}
