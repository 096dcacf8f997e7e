import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import type { AdminWorkshopFragment } from '../../graphql/generated/graphql.ts';
import { splitLogo } from '../../graphql/logo-upload.ts';
import { StaffQueuesQuery } from '../../graphql/staff-operations.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { ImageUploadField } from '../../ui/image-upload-field.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { type WorkshopField, workshopFormSchema } from './workshop-form.ts';
import { AdminCreateWorkshopMutation, AdminUpdateWorkshopMutation } from './workshops-operations.ts';

const NO_QUEUE = 'none';

function initialValuesOf(workshop: AdminWorkshopFragment | undefined): Record<WorkshopField, string> {
  return {
    workshopCode: workshop?.workshopCode ?? '',
    name: workshop?.name ?? '',
    city: workshop?.city ?? '',
    address: workshop?.address ?? '',
    zipCode: workshop?.zipCode ?? '',
    logoUrl: workshop?.logoUrl ?? '',
    withdrawalQueueID: workshop?.withdrawalQueueID ?? '',
    maxSlots: String(workshop?.maxSlots ?? 1),
    returningCustomerDaysThreshold: String(workshop?.returningCustomerDaysThreshold ?? 90),
    videoFolderPath: workshop?.videoFolderPath ?? '',
    timeZone: workshop?.timeZone ?? 'Europe/Rome',
  };
}

/** The pickup queue is one of the workshop's own queues, so it is offered only once it has some. */
function WithdrawalQueueSelect({
  workshopID,
  value,
  onChange,
  errorMessage,
}: {
  workshopID: string;
  value: string;
  onChange(id: string): void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const [queues] = useQuery({ query: StaffQueuesQuery, variables: { workshopID } });
  const options = [
    { id: NO_QUEUE, label: t('administration.workshops.form.noQueue') },
    ...(queues.data?.queues ?? []).map((queue) => ({ id: queue.queueID, label: queue.name })),
  ];
  return (
    <Select
      label={t('administration.workshops.form.withdrawalQueue')}
      options={options}
      value={value || NO_QUEUE}
      onChange={(id) => onChange(id === NO_QUEUE ? '' : id)}
      errorMessage={errorMessage}
      name="withdrawalQueueID"
      data-testid="workshop-withdrawal-queue"
    />
  );
}

/**
 * Create or edit a workshop (spec §5: name, zip code and logo required, code unique): checked as
 * the admin types by the shared schema, server `formErrors` on their fields, other failures as a toast.
 */
export function WorkshopFormDialog({
  workshop,
  onClose,
}: {
  /** The workshop to edit; a new one without it. */
  workshop?: AdminWorkshopFragment;
  onClose(saved?: AdminWorkshopFragment): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo(() => initialValuesOf(workshop), [workshop]);
  const { values, field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    workshopFormSchema,
    initialValues,
  );
  const [pending, setPending] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    const { input, logo } = splitLogo(values, workshop?.logoUrl);
    const reply = workshop
      ? await client
          .mutation(
            AdminUpdateWorkshopMutation,
            { input: { ...input, workshopID: workshop.workshopID }, logo },
            { silentErrors: true },
          )
          .toPromise()
          .then((r) => ({ error: r.error, payload: r.data?.updateWorkshop }))
      : await client
          .mutation(
            AdminCreateWorkshopMutation,
            { input: { ...input, withdrawalQueueID: null }, logo },
            { silentErrors: true },
          )
          .toPromise()
          .then((r) => ({ error: r.error, payload: r.data?.createWorkshop }));
    setPending(false);
    if (reply.payload && reply.payload.formErrors.length > 0) {
      setServerErrors(reply.payload.formErrors);
      return;
    }
    if (reply.error || !reply.payload?.workshop) {
      toast.error(t('administration.workshops.form.error'));
      return;
    }
    const name = reply.payload.workshop.name;
    toast.success(
      workshop
        ? t('administration.workshops.form.saved', { name })
        : t('administration.workshops.form.created', { name }),
    );
    onClose(reply.payload.workshop);
  });

  const logo = field('logoUrl');
  return (
    <FormDialog
      title={
        workshop
          ? t('administration.workshops.form.editTitle', { name: workshop.name })
          : t('administration.workshops.form.newTitle')
      }
      onClose={() => onClose()}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="admin-form"
      testId="workshop-form"
      cancelLabel={t('administration.cancel')}
      cancelTestId="workshop-cancel"
      submitLabel={t('administration.save')}
      submitTestId="workshop-save"
    >
      <div className="admin-form__grid">
        <TextField
          label={t('administration.workshops.form.workshopCode')}
          description={t('administration.workshops.form.workshopCodeHint')}
          {...field('workshopCode')}
          inputTestId="workshop-code"
          autoComplete="off"
          autoFocus
        />
        <TextField
          label={t('administration.workshops.form.name')}
          {...field('name')}
          inputTestId="workshop-name"
          autoComplete="off"
        />
        <TextField
          label={t('administration.workshops.form.address')}
          {...field('address')}
          inputTestId="workshop-address"
          autoComplete="off"
        />
        <TextField
          label={t('administration.workshops.form.city')}
          {...field('city')}
          inputTestId="workshop-city"
          autoComplete="off"
        />
        <TextField
          label={t('administration.workshops.form.zipCode')}
          {...field('zipCode')}
          inputTestId="workshop-zip"
          autoComplete="off"
        />
        <TextField
          label={t('administration.workshops.form.timeZone')}
          description={t('administration.workshops.form.timeZoneHint')}
          {...field('timeZone')}
          inputTestId="workshop-time-zone"
          autoComplete="off"
        />
        <TextField
          label={t('administration.workshops.form.maxSlots')}
          {...field('maxSlots')}
          inputMode="numeric"
          inputTestId="workshop-max-slots"
        />
        <TextField
          label={t('administration.workshops.form.returningDays')}
          {...field('returningCustomerDaysThreshold')}
          inputMode="numeric"
          inputTestId="workshop-returning-days"
        />
        <TextField
          label={t('administration.workshops.form.videoFolder')}
          {...field('videoFolderPath')}
          inputTestId="workshop-video-folder"
          autoComplete="off"
        />
        {workshop ? (
          <WithdrawalQueueSelect
            workshopID={workshop.workshopID}
            value={values.withdrawalQueueID}
            onChange={field('withdrawalQueueID').onChange}
            errorMessage={field('withdrawalQueueID').errorMessage}
          />
        ) : null}
      </div>
      <ImageUploadField
        label={t('administration.workshops.form.logo')}
        name="logoUrl"
        value={logo.value}
        onChange={logo.onChange}
        onBlur={logo.onBlur}
        errorMessage={logo.errorMessage}
        allowRemove={false}
        testId="workshop-logo"
      />
    </FormDialog>
  );
}
