import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { reportAction } from '../../graphql/report-action.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { formatDate } from '../../i18n/dates.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { followUpFormSchema } from './follow-up-form.ts';
import { FOLLOW_UP_TYPES } from './follow-up-types.ts';
import { FollowUpsCustomerSearchQuery, FollowUpsRecordMutation } from './follow-ups-operations.ts';

const MIN_SEARCH = 2;

/** How a customer reads in the picker: plate, name and the day of the visit. */
function customerLabel(row: StaffAppointmentFragment): string {
  const at = row.checkinDateTime ?? row.bookingDateTime;
  return [row.licensePlate, row.name, at ? formatDate(at, WORKSHOP_TIME_ZONE) : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Records a follow-up or a piece of proactive information on one visit (`createAppointmentLog`).
 * Opened from a row, the visit is fixed; otherwise the user finds it by plate or surname.
 */
export function FollowUpDialog({
  workshopID,
  appointment,
  onClose,
}: {
  workshopID: string;
  appointment: StaffAppointmentFragment | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [pending, setPending] = useState(false);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const initial = useMemo(
    () => ({ appointmentID: appointment?.appointmentID ?? '', actionType: 'FollowUp', notes: '' }),
    [appointment],
  );
  const { values, field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    followUpFormSchema,
    initial,
  );
  const [found] = useQuery({
    query: FollowUpsCustomerSearchQuery,
    variables: { filter: { workshopID, search: settled } },
    pause: !!appointment || settled.length < MIN_SEARCH,
  });
  const candidates = appointment ? [appointment] : (found.data?.appointments.nodes ?? []);
  const chosen = candidates.find((row) => row.appointmentID === values.appointmentID) ?? null;

  const onSubmit = handleSubmit(async (input) => {
    setPending(true);
    const reply = await client
      .mutation(
        FollowUpsRecordMutation,
        {
          input: {
            appointmentID: input.appointmentID,
            actionType: input.actionType,
            notes: input.notes,
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPending(false);
    const payload = reply.data?.createAppointmentLog;
    if (payload && payload.formErrors.length > 0) {
      setServerErrors(payload.formErrors);
      return;
    }
    const done = reportAction(
      { error: reply.error, payload },
      { successText: t('followUps.dialog.done', { plate: chosen?.licensePlate ?? '' }) },
    );
    if (done) onClose();
    else if (!reply.error) toast.error(t('acceptance.loadError'));
  });

  const customerField = field('appointmentID');
  return (
    <FormDialog
      title={t('followUps.dialog.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="follow-up-form"
      testId="follow-up-form"
      cancelLabel={t('followUps.dialog.cancel')}
      cancelTestId="follow-up-cancel"
      submitLabel={t('followUps.dialog.save')}
      submitTestId="follow-up-save"
    >
      {appointment ? null : (
        <TextField
          label={t('followUps.dialog.search')}
          description={t('followUps.dialog.searchHint')}
          type="search"
          value={search}
          onChange={setSearch}
          autoComplete="off"
          autoFocus
          inputTestId="follow-up-search"
        />
      )}
      <Select
        label={t('followUps.dialog.customer')}
        placeholder={t('followUps.dialog.customerPlaceholder')}
        options={candidates.map((row) => ({ id: row.appointmentID, label: customerLabel(row) }))}
        value={values.appointmentID || null}
        onChange={customerField.onChange}
        errorMessage={customerField.errorMessage}
        description={
          !appointment && settled.length >= MIN_SEARCH && found.data && candidates.length === 0
            ? t('followUps.dialog.noMatch')
            : undefined
        }
        // Nothing to choose until the search finds someone; a visit opened from a row is fixed.
        isDisabled={!!appointment || candidates.length === 0}
        name="appointmentID"
        data-testid="follow-up-customer"
      />
      <Select
        label={t('followUps.type')}
        options={FOLLOW_UP_TYPES.map((id) => ({ id, label: t(`followUps.types.${id}`) }))}
        value={values.actionType}
        onChange={field('actionType').onChange}
        errorMessage={field('actionType').errorMessage}
        name="actionType"
        data-testid="follow-up-type"
      />
      <TextField
        label={t('followUps.dialog.notes')}
        {...field('notes')}
        multiline
        rows={3}
        inputTestId="follow-up-notes"
      />
    </FormDialog>
  );
}
