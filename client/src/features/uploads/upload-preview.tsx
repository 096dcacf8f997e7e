import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import { UPLOAD_ROW_ACTIONS, type UploadRowAction } from '../../../../shared/uploads/upload-format.ts';
import type {
  AppointmentsUploadStatus,
  UploadPreviewRowsQuery as PreviewRows,
} from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Link } from '../../ui/link.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { useCursorPages } from '../../ui/use-cursor-pages.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { codeText, fieldLabel } from './upload-texts.ts';
import { UploadPreviewRowsQuery } from './uploads-operations.ts';

const PAGE_ROWS = 50;
type Filter = 'all' | UploadRowAction;
type PreviewRow = NonNullable<PreviewRows['appointmentsUpload']>['previewRows']['nodes'][number];

/**
 * Every row of an upload's preview, a page at a time in file order, with what it does and its
 * messages; a filter keeps the rows of one action. Read again when the upload changes status.
 */
export function UploadPreview({
  uploadID,
  fileName,
  status,
}: {
  uploadID: string;
  fileName: string;
  status: AppointmentsUploadStatus;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const pages = useCursorPages(filter);
  const [result, refetch] = useQuery({
    query: UploadPreviewRowsQuery,
    variables: {
      uploadID,
      first: PAGE_ROWS,
      after: pages.after,
      action: filter === 'all' ? null : filter,
    },
  });
  const reread = useRef(refetch);
  reread.current = refetch;
  useEffect(() => {
    if (status !== 'checking' && status !== 'applying') reread.current({ requestPolicy: 'network-only' });
  }, [status]);

  const connection = result.data?.appointmentsUpload.previewRows;
  if (filter === 'all' && connection?.totalCount === 0) return null;
  return (
    <section className="uploads__preview" aria-label={t('uploads.previewTitle', { fileName })}>
      <SegmentedControl
        label={t('uploads.filter.label')}
        options={(['all', ...UPLOAD_ROW_ACTIONS] as const).map((id) => {
          const label = id === 'all' ? t('uploads.filter.all') : t(`uploads.actions.${id}`);
          return { id, label, accessibleName: label };
        })}
        selected={filter}
        onChange={(id) => setFilter(id as Filter)}
        data-testid="upload-rows-filter"
      />
      <PagedTable
        connection={connection}
        fetching={result.fetching}
        error={result.error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        pages={pages}
        pagerTestId="upload-rows-pager"
        caption={t('uploads.previewTitle', { fileName })}
        rowKey={(row: PreviewRow) => String(row.rowNumber)}
        rowTestId={(row: PreviewRow) => `upload-row-${row.rowNumber}`}
        empty={t('uploads.filter.empty')}
        data-testid="upload-rows"
        columns={[
          {
            id: 'row',
            header: t('uploads.columns.row'),
            cell: (row: PreviewRow) => row.rowNumber,
            align: 'end',
          },
          {
            id: 'action',
            header: t('uploads.columns.action'),
            cell: (row: PreviewRow) => (
              <span className={`tag uploads__action uploads__action--${row.action}`}>
                {t(`uploads.actions.${row.action}`)}
              </span>
            ),
          },
          {
            id: 'plate',
            header: t('uploads.columns.plate'),
            cell: (row: PreviewRow) => row.licensePlate ?? '',
          },
          { id: 'name', header: t('uploads.columns.name'), cell: (row: PreviewRow) => row.name ?? '' },
          {
            id: 'booking',
            header: t('uploads.columns.booking'),
            cell: (row: PreviewRow) => <BookingCell row={row} />,
          },
          {
            id: 'queue',
            header: t('uploads.columns.queue'),
            cell: (row: PreviewRow) => row.queueName ?? '',
          },
          {
            id: 'messages',
            header: t('uploads.columns.messages'),
            cell: (row: PreviewRow) => (
              <ul className="uploads__messages">
                {row.messages.map((message) => (
                  <li key={message.messageID}>
                    {message.field ? <strong>{fieldLabel(t, message.field)}: </strong> : null}
                    {codeText(t, message.code, message.message)}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </section>
  );
}

/** The booking's time; once the booking exists, a link to its day in the Agenda. */
function BookingCell({ row }: { row: PreviewRow }) {
  if (!row.bookingDateTime) return null;
  const time = (
    <time dateTime={row.bookingDateTime}>{formatDateTime(row.bookingDateTime, WORKSHOP_TIME_ZONE)}</time>
  );
  if (!row.appointmentID || row.action === 'error') return time;
  const day = workshopDay(new Date(row.bookingDateTime), WORKSHOP_TIME_ZONE);
  return (
    <Link href={`/Agenda?day=${day}`} data-testid={`upload-agenda-${row.rowNumber}`}>
      {time}
    </Link>
  );
}
