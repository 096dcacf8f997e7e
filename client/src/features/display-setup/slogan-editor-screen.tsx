import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { ManagedWorkshopPage } from '../../admin-kit/managed-workshop-page.tsx';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import type { AdminSloganFragment } from '../../graphql/generated/graphql.ts';
import { outcomeOf } from '../../graphql/mutation-outcome.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { useDeleteSlogan } from './delete-slogan.ts';
import { type SloganField, sloganFormSchema } from './slogan-form.ts';
import { AdminSlogansQuery, CreateSloganMutation, UpdateSloganMutation } from './slogan-operations.ts';
import { NEW_SLOGAN, SLOGANS_PATH } from './slogan-paths.ts';
import '../../admin-kit/catalogue.css';

/** Gestione-Slogan/{sloganID}: one slogan's title, text, order, duration and visibility (`nuovo` adds one). */
export function SloganEditorScreen() {
  const { t } = useTranslation();
  const { sloganID = NEW_SLOGAN } = useParams();
  const isNew = sloganID === NEW_SLOGAN;
  const title = isNew ? t('catalogue.slogans.newTitle') : t('catalogue.slogans.editTitle');
  return (
    <ManagedWorkshopPage title={title} testId="slogan-editor-screen">
      {(workshopID) => <SloganLoader workshopID={workshopID} sloganID={isNew ? null : sloganID} />}
    </ManagedWorkshopPage>
  );
}

/** Finds the slogan in the workshop's list (the cache already holds it when coming from the list). */
function SloganLoader({ workshopID, sloganID }: { workshopID: string; sloganID: string | null }) {
  const { t } = useTranslation();
  const [list] = useQuery({
    query: AdminSlogansQuery,
    variables: { workshopID },
    pause: sloganID === null,
  });
  if (sloganID === null) return <SloganForm workshopID={workshopID} />;
  if (list.fetching && !list.data) return <Spinner label={t('common.loading')} />;
  if (list.error && !list.data) return <Banner tone="error">{t('catalogue.loadError')}</Banner>;
  const slogan = list.data?.allSlogans.find((s) => s.sloganID === sloganID);
  if (!slogan) {
    return (
      <>
        <Banner tone="warning">{t('catalogue.slogans.notFound')}</Banner>
        <Link href={SLOGANS_PATH}>{t('catalogue.actions.back')}</Link>
      </>
    );
  }
  return <SloganForm workshopID={workshopID} slogan={slogan} />;
}

function SloganForm({ workshopID, slogan }: { workshopID: string; slogan?: AdminSloganFragment }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const deleteSlogan = useDeleteSlogan();
  const initialValues = useMemo<Record<SloganField, string>>(
    () => ({
      title: slogan?.title ?? '',
      text: slogan?.text ?? '',
      order: String(slogan?.order ?? 0),
      duration: String(slogan?.duration ?? 10),
    }),
    [slogan],
  );
  const { field, handleSubmit, setServerErrors } = useSchemaForm(sloganFormSchema, initialValues);
  const [isVisible, setVisible] = useState(slogan?.isVisible ?? true);
  const { save, pending } = useCatalogueSave(setServerErrors, t('catalogue.slogans.saveError'));
  const [deleting, setDeleting] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    const fields = { ...values, isVisible };
    const saved = await save(async () =>
      slogan
        ? outcomeOf(
            await client
              .mutation(
                UpdateSloganMutation,
                { input: { ...fields, sloganID: slogan.sloganID } },
                { silentErrors: true },
              )
              .toPromise(),
            (data) => data.updateSlogan,
            (payload) => !!payload.slogan,
          )
        : outcomeOf(
            await client
              .mutation(CreateSloganMutation, { input: { ...fields, workshopID } }, { silentErrors: true })
              .toPromise(),
            (data) => data.createSlogan,
            (payload) => !!payload.slogan,
          ),
    );
    if (!saved) return;
    // The list refetches: a new slogan is not in the cached list yet.
    await client.query(AdminSlogansQuery, { workshopID }, { requestPolicy: 'network-only' }).toPromise();
    navigate(SLOGANS_PATH);
  });

  const onDelete = async () => {
    if (!slogan || !(await deleteSlogan(slogan.sloganID))) return;
    await client.query(AdminSlogansQuery, { workshopID }, { requestPolicy: 'network-only' }).toPromise();
    navigate(SLOGANS_PATH);
  };

  return (
    <Card data-testid="slogan-editor">
      <Form onSubmit={onSubmit} className="catalogue__form" data-testid="slogan-form">
        <TextField
          label={t('catalogue.slogans.title')}
          {...field('title')}
          inputTestId="slogan-title"
          autoFocus
        />
        <TextField
          label={t('catalogue.slogans.text')}
          {...field('text')}
          multiline
          rows={3}
          inputTestId="slogan-text"
        />
        <div className="catalogue__pair">
          <TextField
            label={t('catalogue.slogans.order')}
            description={t('catalogue.slogans.orderHint')}
            inputMode="numeric"
            {...field('order')}
            inputTestId="slogan-order"
          />
          <TextField
            label={t('catalogue.slogans.duration')}
            description={t('catalogue.slogans.durationHint')}
            inputMode="numeric"
            {...field('duration')}
            inputTestId="slogan-duration"
          />
        </div>
        <Switch isSelected={isVisible} onChange={setVisible} data-testid="slogan-visible">
          {t('catalogue.slogans.visible')}
        </Switch>
        <div className="catalogue__form-actions">
          {slogan ? (
            <Button variant="danger" onPress={() => setDeleting(true)} data-testid="slogan-delete">
              {t('catalogue.actions.delete')}
            </Button>
          ) : null}
          <span className="catalogue__spacer" />
          <Button variant="secondary" onPress={() => navigate(SLOGANS_PATH)} data-testid="slogan-cancel">
            {t('catalogue.actions.cancel')}
          </Button>
          <BusyButton type="submit" busy={pending} busyLabel={t('common.loading')} data-testid="slogan-save">
            {t('catalogue.actions.save')}
          </BusyButton>
        </div>
      </Form>
      {deleting && slogan ? (
        <DeleteDialog
          title={t('catalogue.slogans.deleteTitle')}
          message={t('catalogue.slogans.deleteMessage', { title: slogan.title })}
          onDelete={onDelete}
          onClose={() => setDeleting(false)}
          testId="dialog-deleteSlogan"
        />
      ) : null}
    </Card>
  );
}
