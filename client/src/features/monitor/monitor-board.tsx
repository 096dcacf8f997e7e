import { useAtomValue } from 'jotai';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useSubscription } from 'urql';
import { formatTime } from '../../i18n/dates.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { useResubscribeOnError } from '../../live/use-resubscribe-on-error.ts';
import { connectionLostAtom } from '../../state/connection-atom.ts';
import { DEVICE_KEYS } from '../../state/device-keys.ts';
import { createAnnouncer } from './announcer.ts';
import type { BoardMonitor } from './board-monitor.ts';
import { FullscreenButton } from './fullscreen-button.tsx';
import { applyMonitorEvent, EMPTY_MONITOR, type MonitorState, spokenPlate } from './monitor-calls.ts';
import {
  MonitorScreenCallsSubscription,
  MonitorScreenSlogansQuery,
  MonitorScreenVideosQuery,
} from './monitor-operations.ts';
import { MonitorVideo } from './monitor-video.tsx';
import { useScreenHeartbeat } from './screen-heartbeat.ts';
import { ScreenQr } from './screen-qr.tsx';
import { ScreenReconnecting } from './screen-reconnecting.tsx';
import { useSloganRotation } from './use-slogan-rotation.ts';
import { useScreenWakeLock } from './wake-lock.ts';

/** Local-storage key of the sound setting (on unless switched off on this device). */
const SOUND_KEY = DEVICE_KEYS.monitorSound;
/** How many earlier calls the list shows under the current one (the layout fits this many). */
const RECENT_SHOWN = 6;

/** No error toasts on a TV: a failed subscription shows the board offline, a failed read keeps what it had. */
const SILENT = { silentErrors: true };

/**
 * The board: the latest call large (plate and box), earlier calls below or beside it, the
 * workshop's slogans in turn. Always dark: a TV in a waiting room is read from afar, often in dim
 * light, and a dark screen glares less and keeps the plate and box the brightest things on it.
 */
export function MonitorBoard({
  monitor,
  onChangeMonitor,
}: {
  monitor: BoardMonitor;
  onChangeMonitor: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const announcer = useMemo(() => createAnnouncer(), []);
  const [board, setBoard] = useState<MonitorState>(EMPTY_MONITOR);
  const [spoken, setSpoken] = useState('');
  const [soundWanted, setSoundWanted] = useState(() => readSound());
  const [audioReady, setAudioReady] = useState(false);
  const offline = useAtomValue(connectionLostAtom);
  const reachable = useScreenHeartbeat('monitor', monitor.monitorID);
  const clock = useClock();
  const wakeLock = useScreenWakeLock();

  const [{ data, error: liveError }, resubscribe] = useSubscription({
    query: MonitorScreenCallsSubscription,
    variables: { monitorID: monitor.monitorID },
    context: SILENT,
  });
  const [{ data: sloganData }, refetchSlogans] = useQuery({
    query: MonitorScreenSlogansQuery,
    variables: { workshopID: monitor.workshopID },
    context: SILENT,
  });
  const [{ data: videoData }, refetchVideos] = useQuery({
    query: MonitorScreenVideosQuery,
    variables: { monitorID: monitor.monitorID },
    context: SILENT,
  });
  // Slogans and videos are the workshop's configuration: read again together.
  const refetchContent = () => {
    refetchSlogans({ requestPolicy: 'network-only' });
    refetchVideos({ requestPolicy: 'network-only' });
  };
  const refetchContentRef = useRef(refetchContent);
  refetchContentRef.current = refetchContent;
  const settings = useRef({ soundWanted, language, t });
  settings.current = { soundWanted, language, t };

  const event = data?.monitorCalls;
  const boardRef = useRef<MonitorState>(EMPTY_MONITOR);
  useEffect(() => {
    if (!event) return;
    // Applying the same event twice changes nothing (calls are announced once by id).
    const { state, announce } = applyMonitorEvent(boardRef.current, event, Date.now());
    boardRef.current = state;
    setBoard(state);
    // An event without a new call is mostly a configuration change (slogans, groups, queues): the
    // slogans are read again, so a new or hidden one shows without a reconnect.
    if (announce.length === 0) {
      if (!event.initial) refetchContentRef.current();
      return;
    }
    const { soundWanted: sound, language: lang, t: translate } = settings.current;
    const text = announce
      .map((call) =>
        translate('monitor.announcement', { plate: spokenPlate(call.licensePlate), box: call.boxName }),
      )
      .join('. ');
    setSpoken(text);
    if (!sound) return;
    announcer.chime();
    announcer.say(text, lang);
  }, [event, announcer]);

  useEffect(() => {
    // A TV browser started with autoplay allowed needs no gesture; try once at start.
    if (soundWanted) void announcer.unlock().then(setAudioReady);
  }, [announcer, soundWanted]);

  useOnReconnect(refetchContent);
  const rotation = useSloganRotation(sloganData?.slogans ?? [], videoData?.monitor?.videos ?? []);
  const shown = rotation.item;
  // The refetch goes over HTTP, so an expired session is renewed before subscribing again.
  useResubscribeOnError(liveError, () => resubscribe({ requestPolicy: 'network-only' }), refetchContent);
  const showOffline = offline || !!liveError || !reachable;

  const [current, ...earlier] = board.calls;
  const recent = earlier.slice(0, RECENT_SHOWN);

  async function toggleSound() {
    if (!soundWanted || !audioReady) {
      const ready = await announcer.unlock();
      setAudioReady(ready);
      setSoundWanted(true);
      writeSound(true);
      return;
    }
    setSoundWanted(false);
    writeSound(false);
  }

  const soundLabel = soundWanted && audioReady ? t('monitor.soundOn') : t('monitor.soundOff');

  return (
    <div className="monitor" data-testid="monitor-board" data-wake-lock={wakeLock}>
      <title>{`${monitor.workshopName} · ${t('monitor.title')}`}</title>
      {showOffline ? <ScreenReconnecting testId="monitor-offline" /> : null}
      <header className="monitor__header">
        <div className="monitor__workshop">{monitor.workshopName}</div>
        <div className="monitor__tools">
          {/* Only a refusal is worth a word: without the API the kiosk's settings keep the screen on. */}
          {wakeLock === 'refused' ? (
            <span className="monitor__wake-lock" data-testid="monitor-wake-lock-refused">
              {t('screenApp.wakeLockRefused')}
            </span>
          ) : null}
          <FullscreenButton className="monitor__tool" />
          <button
            type="button"
            className="monitor__tool"
            aria-pressed={soundWanted && audioReady}
            title={soundWanted && audioReady ? soundLabel : t('monitor.enableSound')}
            onClick={() => void toggleSound()}
            data-testid="monitor-sound"
          >
            {soundWanted && audioReady ? soundLabel : t('monitor.enableSound')}
          </button>
          {onChangeMonitor ? (
            <button
              type="button"
              className="monitor__tool"
              onClick={onChangeMonitor}
              data-testid="monitor-change"
            >
              {t('monitor.changeMonitor')}
            </button>
          ) : null}
        </div>
        <time className="monitor__clock" dateTime={clock.toISOString()}>
          {formatTime(clock, monitor.timeZone)}
        </time>
      </header>

      <section className="monitor__current" aria-labelledby="monitor-current-title">
        <h1 id="monitor-current-title" className="monitor__label">
          {t('monitor.nowCalling')}
        </h1>
        {current ? (
          <div
            key={current.callID}
            className="monitor__call"
            data-testid="monitor-current"
            data-call-id={current.callID}
            data-called-at={current.calledAt}
            style={{ '--queue-color': current.queueColor ?? '#6ea8f5' } as CSSProperties}
          >
            <div className="monitor__plate" data-testid="monitor-current-plate">
              <span className="visually-hidden">{t('monitor.plate')} </span>
              {current.licensePlate}
            </div>
            <div className="monitor__go">
              <span className="monitor__go-text">{t('monitor.goToBox')}</span>
              <span className="monitor__box" data-testid="monitor-current-box">
                {current.boxName}
              </span>
            </div>
            {current.queueName ? <div className="monitor__queue">{current.queueName}</div> : null}
          </div>
        ) : (
          <p className="monitor__empty" data-testid="monitor-empty">
            {t('monitor.noCalls')}
          </p>
        )}
      </section>

      <section className="monitor__recent" aria-labelledby="monitor-recent-title">
        <h2 id="monitor-recent-title" className="monitor__label">
          {t('monitor.recentCalls')}
        </h2>
        <ol className="monitor__list" data-testid="monitor-recent">
          {recent.map((call) => (
            <li
              key={call.callID}
              className="monitor__row"
              data-testid="monitor-recent-call"
              data-called-at={call.calledAt}
              style={{ '--queue-color': call.queueColor ?? '#6ea8f5' } as CSSProperties}
            >
              <span className="monitor__row-plate">{call.licensePlate}</span>
              <span className="monitor__row-box">{call.boxName}</span>
              <time className="monitor__row-time" dateTime={call.calledAt}>
                {formatTime(call.calledAt, monitor.timeZone)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <footer
        className={shown?.kind === 'video' ? 'monitor__slogan monitor__slogan--video' : 'monitor__slogan'}
        data-testid="monitor-slogan"
      >
        {shown?.kind === 'slogan' ? (
          <div key={shown.slogan.sloganID} className="monitor__slogan-body">
            <strong className="monitor__slogan-title">{shown.slogan.title}</strong>
            {shown.slogan.text ? <span className="monitor__slogan-text">{shown.slogan.text}</span> : null}
          </div>
        ) : null}
        {shown?.kind === 'video' ? (
          <MonitorVideo key={`${shown.play}:${shown.url}`} url={shown.url} onDone={rotation.videoDone} />
        ) : null}
        <ScreenQr url={monitor.trackingEntryUrl} caption={t('screenApp.monitorQr')} className="monitor__qr" />
      </footer>

      <div className="visually-hidden" role="status" aria-live="assertive" data-testid="monitor-live">
        {spoken}
      </div>
    </div>
  );
}

/** The time, refreshed every 15 seconds (the minute is what the screen shows). */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

function writeSound(on: boolean) {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // The setting lasts until the page reloads.
  }
}
