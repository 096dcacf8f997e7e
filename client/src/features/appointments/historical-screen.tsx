import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { STAFF_LISTS } from '../../../../shared/appointments/staff-lists.ts';
import type { AppointmentFilter } from '../../graphql/generated/graphql.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { useOnReconnect } from '../../live/use-on-reconnect.ts';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { DateRangeField, type DayRange } from '../../ui/date-range-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LoadMore, useLoadMore } from '../../ui/use-load-more.tsx';
import {
  customRangeError,
  DATE_PRESETS,
  type DatePreset,
  ENTRY_TYPES,
  type EntryType,
  entryTypeFilter,
  presetRange,
} from '../../workshop/date-ranges.ts';
import { ListExport, type ListExportProps } from '../../workshop/list-export.tsx';
import { StaffListPage } from '../../workshop/staff-list-page.tsx';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { AppointmentTable } from './appointment-table.tsx';
import { StaffListsPageQuery } from './appointments-operations.ts';

const PAGE_SIZE = 25;

/**
 * Historical (`/Historical`): closed visits and no-shows, filtered by a date preset (spec §9) or a
 * checked custom range, an entry type and a search, newest first, a page at a time ("load more").
 */
export function HistoricalScreen() {
  const { t } = useTranslation();
  const today = workshopToday();
  const [preset, setPreset] = useState<DatePreset>('last30Days');
  const [custom, setCustom] = useState<DayRange | null>(null);
  const [entryType, setEntryType] = useState<EntryType>('all');
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim());

  // The custom days come from react-aria's date range field (typed segment by segment or picked
  // on its calendar); a reversed range is refused here.
  const rangeError = preset === 'custom' ? customRangeError(custom ?? {}) : null;
  const range = preset === 'custom' ? (rangeError ? null : custom) : presetRange(preset, today);

  return (
    <StaffListPage
      title={t('nav.historical')}
      testId="historical-screen"
      toolbar={() => (
        <div className="staff-lists__filters" data-testid="historical-filters">
          <Select
            label={t('staffLists.filters.period')}
            options={DATE_PRESETS.map((id) => ({ id, label: t(`staffLists.presets.${id}`) }))}
            value={preset}
            onChange={(id) => {
              const next = id as DatePreset;
              // A custom range starts from the preset it replaces, so the user adjusts rather than types.
              if (next === 'custom' && preset !== 'custom') setCustom(presetRange(preset, today));
              setPreset(next);
            }}
            data-testid="history-preset"
          />
          {preset === 'custom' ? (
            <DateRangeField
              label={t('staffLists.filters.customRange')}
              value={custom}
              onChange={setCustom}
              errorMessage={
                rangeError && rangeError !== 'required'
                  ? t(`staffLists.rangeErrors.${rangeError}`)
                  : undefined
              }
              data-testid="history-range"
            />
          ) : null}
          <Select
            label={t('staffLists.filters.entryType')}
            options={ENTRY_TYPES.map((id) => ({ id, label: t(`staffLists.entryTypes.${id}`) }))}
            value={entryType}
            onChange={(id) => setEntryType(id as EntryType)}
            data-testid="history-entry-type"
          />
          <TextField
            label={t('staffLists.filters.search')}
            type="search"
            value={search}
            onChange={setSearch}
            inputTestId="history-search"
          />
        </div>
      )}
    >
      {(desk) =>
        range ? (
          <HistoryResults
            key={JSON.stringify([range, entryType, settledSearch])}
            filter={{
              workshopID: desk.workshopID,
              ...range,
              ...entryTypeFilter(entryType),
              search: settledSearch || null,
            }}
            exportParams={{ ...range, entryType, search: settledSearch }}
          />
        ) : (
          <Banner tone="info" data-testid="history-range-needed">
            {t(rangeError === 'required' ? 'staffLists.rangeErrors.required' : 'staffLists.rangeErrors.fix')}
          </Banner>
        )
      }
    </StaffListPage>
  );
}

type PageRow = NonNullable<ReturnType<typeof useHistoryPage>['data']>['appointments']['nodes'][number];

function useHistoryPage(filter: AppointmentFilter) {
  const [result, refetch] = useQuery({
    query: StaffListsPageQuery,
    variables: { filter, first: PAGE_SIZE, orderBy: STAFF_LISTS.historical.order },
  });
  return { ...result, refetch };
}

/** The first page from the cache-backed query, further pages appended as they are asked for. */
function HistoryResults({
  filter,
  exportParams,
}: {
  filter: AppointmentFilter;
  exportParams: ListExportProps['params'];
}) {
  const { t } = useTranslation();
  const client = useClient();
  const first = useHistoryPage(filter);
  const page = first.data?.appointments;
  const pages = useLoadMore<PageRow>(
    page,
    async (after) =>
      (
        await client
          .query(StaffListsPageQuery, {
            filter,
            first: PAGE_SIZE,
            after,
            orderBy: STAFF_LISTS.historical.order,
          })
          .toPromise()
      ).data?.appointments,
  );
  useOnReconnect(() => {
    pages.reset();
    first.refetch({ requestPolicy: 'network-only' });
  });

  if (first.fetching && !first.data) return <Spinner label={t('common.loading')} />;
  if (first.error && !first.data) return <Banner tone="error">{t('acceptance.loadError')}</Banner>;
  const total = page?.totalCount ?? 0;
  return (
    <Card title={t('staffLists.historical.title')} data-testid="historical-card">
      <ListExport
        workshopID={String(filter.workshopID)}
        list="historical"
        listName={t('nav.historical')}
        params={exportParams}
      />
      <p className="muted" data-testid="history-count">
        {t('staffLists.historical.count', { shown: pages.rows.length, total })}
      </p>
      <AppointmentTable
        caption={t('nav.historical')}
        rows={pages.rows}
        columns={['day', 'booking', 'checkin', 'plate', 'name', 'entry', 'status', 'acceptor']}
        empty={t('staffLists.historical.empty')}
        detailHref={(row) => `/Historical/${row.appointmentID}`}
        data-testid="historical-list"
      />
      <LoadMore pages={pages} label={t('staffLists.historical.loadMore')} testId="history-load-more" />
    </Card>
  );
}
