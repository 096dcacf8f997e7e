import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import { CataloguePage } from '../../admin-kit/catalogue-page.tsx';
import { CatalogueTable, StackedCell } from '../../admin-kit/catalogue-table.tsx';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { rowActionsColumn } from '../../admin-kit/row-actions.tsx';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import type { AdminNewsQuery as NewsData } from '../../graphql/generated/graphql.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { formatDate } from '../../i18n/dates.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DatePickerField } from '../../ui/date-picker-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { WORKSHOP_TIME_ZONE, workshopToday } from '../../workshop/workshop-zone.ts';
import { bookingInstant } from '../appointments/booking-form.ts';
import {
  AdminNewsQuery,
  CreateNewsMutation,
  DeleteNewsMutation,
  UpdateNewsMutation,
} from './admin-lists-operations.ts';
import { type NewsField, newsFormSchema } from './news-form.ts';

type NewsItem = NewsData['allNews'][number];

/** News (admins): Turno news for staff, newest first; a future date schedules an item. */
export function NewsScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const [list, refetch] = useQuery({ query: AdminNewsQuery });
  const [editing, setEditing] = useState<{ item?: NewsItem } | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const now = Date.now();

  const onDelete = async (item: NewsItem) => {
    const result = await client
      .mutation(DeleteNewsMutation, { newsID: item.newsID }, { silentErrors: true })
      .toPromise();
    if (result.error || !result.data?.deleteNews.success) {
      toast.error(t('catalogue.deleteError'));
      return;
    }
    toast.success(t('catalogue.deleted'));
    reload();
  };

  return (
    <CataloguePage title={t('nav.news')} testId="news-screen">
      <Card data-testid="news-card">
        <p className="muted">{t('catalogue.news.intro')}</p>
        <div className="action-bar">
          <Button onPress={() => setEditing({})} data-testid="news-new">
            {t('catalogue.news.new')}
          </Button>
        </div>
        <CatalogueTable
          query={list}
          caption={t('catalogue.news.title')}
          rows={list.data?.allNews ?? []}
          rowKey={(item) => item.newsID}
          rowTestId={(item) => `news-row-${item.title}`}
          empty={t('catalogue.news.empty')}
          data-testid="news-table"
          columns={[
            {
              id: 'date',
              header: t('catalogue.news.publicationDate'),
              cell: (item) => (
                <div className="catalogue__stack">
                  <span>{formatDate(item.publicationDate, WORKSHOP_TIME_ZONE)}</span>
                  {new Date(item.publicationDate).getTime() > now ? (
                    <span className="muted small">{t('catalogue.news.scheduled')}</span>
                  ) : null}
                </div>
              ),
            },
            {
              id: 'title',
              header: t('catalogue.news.titleField'),
              cell: (item) => <StackedCell title={item.title} detail={item.description} />,
            },
            rowActionsColumn(t('catalogue.actions.edit'), (item: NewsItem) => ({
              editLabel: t('catalogue.list.editLabel', { name: item.title }),
              onEdit: () => setEditing({ item }),
              deleteLabel: t('catalogue.list.deleteLabel', { name: item.title }),
              onDelete: () => setDeleting(item),
            })),
          ]}
        />
      </Card>
      {editing ? (
        <NewsDialog
          item={editing.item}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('catalogue.list.deleteTitle')}
          message={t('catalogue.list.deleteMessage', { name: deleting.title })}
          onDelete={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="news-delete-dialog"
        />
      ) : null}
    </CataloguePage>
  );
}

function NewsDialog({ item, onSaved, onClose }: { item?: NewsItem; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo<Record<NewsField, string>>(
    () => ({
      title: item?.title ?? '',
      description: item?.description ?? '',
      publicationDate: item
        ? workshopDay(new Date(item.publicationDate), WORKSHOP_TIME_ZONE)
        : workshopToday(),
    }),
    [item],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    newsFormSchema,
    initialValues,
  );
  const { save, pending } = useCatalogueSave(setServerErrors, t('catalogue.saveError'));
  const onSubmit = handleSubmit(async (values) => {
    const fields = {
      title: values.title,
      description: values.description,
      publicationDate: bookingInstant(values.publicationDate, '00:00', WORKSHOP_TIME_ZONE),
    };
    const saved = await save(async () =>
      item
        ? outcomeOf(
            await client
              .mutation(
                UpdateNewsMutation,
                { input: { ...fields, newsID: item.newsID } },
                { silentErrors: true },
              )
              .toPromise(),
            (data) => data.updateNews,
            (payload) => !!payload.news,
          )
        : outcomeOf(
            await client.mutation(CreateNewsMutation, { input: fields }, { silentErrors: true }).toPromise(),
            (data) => data.createNews,
            (payload) => !!payload.news,
          ),
    );
    if (saved) onSaved();
  });
  return (
    <FormDialog
      title={item ? t('catalogue.news.editTitle') : t('catalogue.news.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="catalogue__form"
      testId="news-form"
      cancelLabel={t('catalogue.actions.cancel')}
      submitLabel={t('catalogue.actions.save')}
      submitTestId="news-save"
    >
      <TextField
        label={t('catalogue.news.titleField')}
        {...field('title')}
        inputTestId="news-title"
        autoFocus
      />
      <TextField
        label={t('catalogue.news.description')}
        {...field('description')}
        multiline
        rows={4}
        inputTestId="news-description"
      />
      <DatePickerField
        label={t('catalogue.news.publicationDate')}
        {...field('publicationDate')}
        testId="news-date"
      />
    </FormDialog>
  );
}
