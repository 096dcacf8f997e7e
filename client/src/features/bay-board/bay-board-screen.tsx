import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useSubscription } from 'urql';
import type { BayBoardBoxFragment } from '../../graphql/generated/graphql.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useLiveWorkshop } from '../../live/use-live-workshop.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { useResubscribeOnError } from '../../live/use-resubscribe-on-error.ts';
import { Banner } from '../../ui/banner.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { ListState } from '../../ui/list-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WorkshopSelect } from '../../workshop/box-select.tsx';
import { TimeOf } from '../../workshop/labels.tsx';
import { type StaffWorkshop, useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { BayBoardBoxesChangedSubscription, BayBoardQuery } from './bay-board-operations.ts';
import { bayClockView, clockOffset, formatElapsed } from './bay-clock-view.ts';
import '../../workshop/staff.css';
import './bay-board.css';

/**
 * The bay board (`/Tabellone-box`, decision 0028): every box of the workshop with its customer, the
 * stage and a clock since the stage began, and a running job past its expected end flagged. Live
 * from `boxesChanged`; one timer for the whole board ticks the clocks every second.
 */
export function BayBoardScreen() {
  const { t } = useTranslation();
  const staff = useStaffWorkshop();
  return (
    <div className="staff-page bay-board" data-testid="bay-board-screen">
      <title>{`${t('bayBoard.title')} · Turno`}</title>
      <h1>{t('bayBoard.title')}</h1>
      {staff.workshopID && !staff.deskReady ? (
        <Spinner label={t('common.loading')} />
      ) : staff.workshopID ? (
        <Board key={staff.workshopID} staff={{ ...staff, workshopID: staff.workshopID }} />
      ) : (
        <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>
      )}
    </div>
  );
}

function Board({ staff }: { staff: StaffWorkshop & { workshopID: string } }) {
  const { t } = useTranslation();
  const { workshopID } = staff;
  const [result, refetch] = useQuery({ query: BayBoardQuery, variables: { workshopID } });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // Boxes made or deleted, or a whole state resent: read the board again. The clocks themselves
  // come in on this board's own boxesChanged, which carries them.
  useLiveWorkshop(workshopID, reload);
  useOnReconnect(reload);
  const [live, resubscribe] = useSubscription({
    query: BayBoardBoxesChangedSubscription,
    variables: { workshopID },
  });
  useResubscribeOnError(live.error, () => resubscribe({ requestPolicy: 'network-only' }));

  const board = result.data?.bayBoard;
  // The clocks count on the server's time: a screen whose own clock is off still shows the truth.
  const [offset, setOffset] = useState(0);
  const [seenServerTime, setSeenServerTime] = useState<string | null>(null);
  if (board && board.serverTime !== seenServerTime) {
    setSeenServerTime(board.serverTime);
    setOffset(clockOffset(board.serverTime, Date.now()));
  }
  const now = useNow(1000).getTime() + offset;

  const boxes = useMemo(() => (board?.boxes ?? []).filter((box) => !box.deletedAt), [board]);
  const late = boxes.filter((box) => box.bayClock && bayClockView(box.bayClock, now).overrun);

  const columns: DataTableColumn<BayBoardBoxFragment>[] = [
    { id: 'box', header: t('bayBoard.columns.box'), cell: (box) => <strong>{box.name}</strong> },
    { id: 'customer', header: t('bayBoard.columns.customer'), cell: (box) => <Customer box={box} /> },
    { id: 'stage', header: t('bayBoard.columns.stage'), cell: (box) => <Stage box={box} /> },
    {
      id: 'clock',
      header: t('bayBoard.columns.clock'),
      align: 'end',
      cell: (box) => <Clock box={box} now={now} />,
    },
    {
      id: 'expected',
      header: t('bayBoard.columns.expected'),
      cell: (box) => <Expected box={box} />,
    },
    { id: 'flag', header: t('bayBoard.columns.flag'), cell: (box) => <Flag box={box} now={now} /> },
  ];

  return (
    <>
      <WorkshopSelect workshops={staff.workshops} value={workshopID} onChange={staff.setWorkshopID} />
      <p className="muted">{t('bayBoard.hint')}</p>
      {/* Said once when the number of late jobs changes, never on every tick. */}
      <p className="visually-hidden" aria-live="polite" data-testid="bay-board-late-count">
        {late.length > 0 ? t('bayBoard.lateCount', { count: late.length }) : ''}
      </p>
      <ListState fetching={result.fetching} error={result.error} hasData={!!board} onRetry={reload}>
        <DataTable
          caption={t('bayBoard.caption')}
          columns={columns}
          rows={boxes}
          rowKey={(box) => box.boxID}
          rowTestId={(box) => `bay-row-${box.name}`}
          rowClassName={(box) =>
            box.bayClock && bayClockView(box.bayClock, now).overrun ? 'bay-board__row--late' : undefined
          }
          empty={t('bayBoard.empty')}
          data-testid="bay-board-table"
        />
      </ListState>
    </>
  );
}

function Customer({ box }: { box: BayBoardBoxFragment }) {
  const { t } = useTranslation();
  const customer = box.currentAppointment;
  if (!customer) {
    return <span className="muted">{box.notAvailable ? t('bayBoard.unavailable') : t('bayBoard.free')}</span>;
  }
  return (
    <span className="bay-board__customer">
      <span className="plate">{customer.licensePlate}</span>
      {customer.name ? <span className="muted">{customer.name}</span> : null}
    </span>
  );
}

function Stage({ box }: { box: BayBoardBoxFragment }) {
  const { t } = useTranslation();
  if (!box.bayClock) return <span className="muted">{t('acceptance.noValue')}</span>;
  const stage = box.bayClock.stage;
  return (
    <span className={`bay-board__stage bay-board__stage--${stage.toLowerCase()}`} data-stage={stage}>
      {t(`bayBoard.stage.${stage}`)}
    </span>
  );
}

function Clock({ box, now }: { box: BayBoardBoxFragment; now: number }) {
  const { t } = useTranslation();
  const view = box.bayClock ? bayClockView(box.bayClock, now) : null;
  if (!view || view.elapsedMs === null) return <span className="muted">{t('acceptance.noValue')}</span>;
  // role="timer" is never announced on its own: a screen reader reads it when the row is read.
  return (
    <span role="timer" className="bay-board__clock" data-testid={`bay-clock-${box.name}`}>
      {formatElapsed(view.elapsedMs)}
    </span>
  );
}

function Expected({ box }: { box: BayBoardBoxFragment }) {
  const { t } = useTranslation();
  const clock = box.bayClock;
  if (!clock?.expectedEndAt) return <span className="muted">{t('acceptance.noValue')}</span>;
  return (
    <span className="bay-board__expected">
      <TimeOf value={clock.expectedEndAt} />
      <span className="muted bay-board__basis">
        {t(clock.expectedFromHistory ? 'bayBoard.basisHistory' : 'bayBoard.basisConfigured', {
          count: clock.expectedMinutes ?? 0,
        })}
      </span>
    </span>
  );
}

function Flag({ box, now }: { box: BayBoardBoxFragment; now: number }) {
  const { t } = useTranslation();
  const clock = box.bayClock;
  if (!clock) return null;
  const view = bayClockView(clock, now);
  if (!view.overrun) {
    return clock.stage === 'JOB_RUNNING' ? <span className="muted">{t('bayBoard.onTime')}</span> : null;
  }
  return (
    <span className="bay-board__flags">
      <span className="bay-board__late" data-testid={`bay-late-${box.name}`}>
        <span aria-hidden="true">⚠ </span>
        {t('bayBoard.late', { count: view.lateMinutes })}
      </span>
      {clock.overrunToldAt ? (
        <span className="bay-board__told" data-testid={`bay-told-${box.name}`}>
          <span aria-hidden="true">✉ </span>
          {t('bayBoard.told')} <TimeOf value={clock.overrunToldAt} />
        </span>
      ) : null}
    </span>
  );
}
