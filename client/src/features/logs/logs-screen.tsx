import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, type EventType } from '../../../../shared/appointments/appointment-events.ts';
import { LOG_EXPORT_PATH } from '../../../../shared/appointments/log-export.ts';
import type { LogFilter } from '../../graphql/generated/graphql.ts';
import { DateRangeField, type DayRange } from '../../ui/date-range-field.tsx';
import { Select } from '../../ui/select.tsx';
import { presetRange } from '../../workshop/date-ranges.ts';
import { ListExport } from '../../workshop/list-export.tsx';
import { type StaffDesk, StaffListPage } from '../../workshop/staff-list-page.tsx';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { type AcceptorChoice, AcceptorComboBox } from './acceptor-combo-box.tsx';
import { LogsTable } from './logs-table.tsx';
import './logs.css';

interface LogChoice {
  range: DayRange;
  actionType: EventType | 'all';
  acceptor: AcceptorChoice | null;
}

/**
 * Logs (`/Logs`): every line of the workshop's log, newest first, for managers: by a range of the
 * workshop's days, an action type and the acceptor who acted.
 */
export function LogsScreen() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<LogChoice>(() => ({
    range: presetRange('last30Days', workshopToday())!,
    actionType: 'all',
    acceptor: null,
  }));
  return (
    <StaffListPage
      title={t('nav.logs')}
      testId="logs-screen"
      toolbar={(desk) => <LogsToolbar desk={desk} choice={choice} onChange={setChoice} />}
    >
      {(desk) => <LogsBody desk={desk} choice={choice} />}
    </StaffListPage>
  );
}

function LogsToolbar({
  desk,
  choice,
  onChange,
}: {
  desk: StaffDesk;
  choice: LogChoice;
  onChange(choice: LogChoice): void;
}) {
  const { t } = useTranslation();
  const types = useMemo(
    () => [
      { id: 'all', label: t('activityLog.allActions') },
      ...EVENT_TYPES.map((id) => ({ id, label: t(`acceptance.events.${id}`) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    ],
    [t],
  );
  return (
    <>
      <DateRangeField
        label={t('activityLog.range')}
        value={choice.range}
        onChange={(range) => onChange({ ...choice, range })}
        data-testid="logs-range"
      />
      <Select
        label={t('activityLog.action')}
        options={types}
        value={choice.actionType}
        onChange={(id) => onChange({ ...choice, actionType: id as LogChoice['actionType'] })}
        data-testid="logs-action"
      />
      <AcceptorComboBox
        key={desk.workshopID}
        workshopID={desk.workshopID}
        value={choice.acceptor}
        onChange={(acceptor) => onChange({ ...choice, acceptor })}
        data-testid="logs-acceptor"
      />
    </>
  );
}

function LogsBody({ desk, choice }: { desk: StaffDesk; choice: LogChoice }) {
  const filter = useMemo<LogFilter>(
    () => ({
      workshopID: desk.workshopID,
      fromDay: choice.range.fromDay,
      toDay: choice.range.toDay,
      ...(choice.actionType === 'all' ? {} : { actionTypes: [choice.actionType] }),
      ...(choice.acceptor ? { userID: choice.acceptor.userID } : {}),
    }),
    [desk.workshopID, choice],
  );
  const { t } = useTranslation();
  // A new filter starts from its first page.
  return (
    <>
      <ListExport
        workshopID={desk.workshopID}
        list="log"
        basePath={LOG_EXPORT_PATH}
        listName={t('activityLog.title')}
        params={{
          fromDay: choice.range.fromDay,
          toDay: choice.range.toDay,
          actionTypes: choice.actionType === 'all' ? null : choice.actionType,
          userID: choice.acceptor?.userID ?? null,
        }}
      />
      <LogsTable key={JSON.stringify(filter)} filter={filter} />
    </>
  );
}
