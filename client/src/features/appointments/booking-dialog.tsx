import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { StaffQueuesQuery } from '../../graphql/staff-operations.ts';
import { formatTime } from '../../i18n/dates.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DatePickerField } from '../../ui/date-picker-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { CustomerFields } from '../checkin/customer-fields.tsx';
import {
  type CustomerLanguageChoice,
  CustomerLanguageSelect,
  customerLanguageChoice,
  customerLanguageInput,
} from '../checkin/customer-language-select.tsx';
import {
  AgendaCreateAppointmentMutation,
  AgendaUpdateAppointmentMutation,
} from './appointments-operations.ts';
import { type BookingField, bookingFormSchema, bookingInstant, formFieldOf } from './booking-form.ts';

const NO_QUEUE = 'none';

/**
 * Create or edit a booking (spec §5 fields): checked as the user types by the shared schema,
 * server `formErrors` on their fields, any other failure as the "appointment update error" toast.
 */
export function BookingDialog({
  workshopID,
  day,
  appointment,
  onClose,
}: {
  workshopID: string;
  /** The day a new booking starts on. */
  day: string;
  /** The booking to edit; a new one without it. */
  appointment?: StaffAppointmentFragment;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo<Record<BookingField, string>>(() => {
    const at = appointment?.bookingDateTime;
    return {
      licensePlate: appointment?.licensePlate ?? '',
      name: appointment?.name ?? '',
      mobile: appointment?.mobile ?? '',
      vehicleBrandID: appointment?.vehicleBrandID ?? '',
      vehicleModel: appointment?.vehicleModel ?? '',
      bookingDate: at ? workshopDay(new Date(at), WORKSHOP_TIME_ZONE) : day,
      bookingTime: at ? formatTime(at, WORKSHOP_TIME_ZONE) : '09:00',
      queueID: appointment?.assignedQueueID ?? '',
      description: appointment?.description ?? '',
    };
  }, [appointment, day]);
  const form = useSchemaForm(bookingFormSchema, initialValues);
  const { values, field, handleSubmit, setServerErrors, formLevelErrors } = form;
  const [sendSms, setSendSms] = useState(!appointment);
  const [language, setLanguage] = useState<CustomerLanguageChoice>(
    customerLanguageChoice(appointment?.customerLanguage),
  );
  const [pending, setPending] = useState(false);
  const [queues] = useQuery({ query: StaffQueuesQuery, variables: { workshopID } });

  const onSubmit = handleSubmit(async (input) => {
    if (pending) return;
    setPending(true);
    const fields = {
      workshopID,
      licensePlate: input.licensePlate,
      name: input.name,
      mobile: input.mobile,
      vehicleBrandID: input.vehicleBrandID,
      vehicleModel: input.vehicleModel,
      bookingDateTime: bookingInstant(input.bookingDate, input.bookingTime, WORKSHOP_TIME_ZONE),
      description: input.description,
      queueID: input.queueID || null,
      sendConfirmationSms: sendSms,
      customerLanguage: customerLanguageInput(language),
    };
    const result = appointment
      ? await client
          .mutation(
            AgendaUpdateAppointmentMutation,
            { input: { ...fields, appointmentID: appointment.appointmentID } },
            { silentErrors: true },
          )
          .toPromise()
          .then((reply) => ({ error: reply.error, payload: reply.data?.updateAppointment }))
      : await client
          .mutation(AgendaCreateAppointmentMutation, { input: fields }, { silentErrors: true })
          .toPromise()
          .then((reply) => ({ error: reply.error, payload: reply.data?.createAppointment }));
    setPending(false);
    if (result.payload && result.payload.formErrors.length > 0) {
      setServerErrors(
        result.payload.formErrors.map((error) => ({ ...error, field: formFieldOf(error.field) })),
      );
      return;
    }
    if (result.error || !result.payload?.appointment) {
      toast.error(t('staffLists.agenda.updateError'));
      return;
    }
    toast.success(t('staffLists.agenda.saved', { plate: input.licensePlate }));
    onClose();
  });

  const queueOptions = [
    { id: NO_QUEUE, label: t('staffLists.agenda.noQueue') },
    ...(queues.data?.queues ?? []).map((queue) => ({ id: queue.queueID, label: queue.name })),
  ];

  return (
    <FormDialog
      title={appointment ? t('staffLists.agenda.editTitle') : t('staffLists.agenda.newTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="booking-form"
      testId="booking-form"
      cancelLabel={t('acceptance.confirm.cancel')}
      cancelTestId="booking-cancel"
      submitLabel={t('acceptance.confirm.save')}
      submitTestId="booking-save"
    >
      <div className="booking-form__grid">
        <TextField
          label={t('checkin.walkIn.licensePlate')}
          {...field('licensePlate')}
          inputTestId="booking-plate"
          autoComplete="off"
          autoFocus
        />
        <CustomerFields
          field={field}
          testIds={{ name: 'booking-name', mobile: 'booking-mobile', brand: 'booking-brand' }}
        />
        <TextField label={t('checkin.walkIn.model')} {...field('vehicleModel')} inputTestId="booking-model" />
        <Select
          label={t('staffLists.agenda.queue')}
          options={queueOptions}
          value={values.queueID || NO_QUEUE}
          onChange={(id) => field('queueID').onChange(id === NO_QUEUE ? '' : id)}
          name="queueID"
          data-testid="booking-queue"
        />
        <DatePickerField
          label={t('staffLists.agenda.date')}
          {...field('bookingDate')}
          testId="booking-date"
        />
        <TextField
          label={t('staffLists.agenda.time')}
          description={t('staffLists.timeHint')}
          autoComplete="off"
          {...field('bookingTime')}
          inputTestId="booking-time"
        />
        <CustomerLanguageSelect value={language} onChange={setLanguage} testId="booking-language" />
      </div>
      <TextField
        label={t('checkin.walkIn.description')}
        {...field('description')}
        multiline
        rows={2}
        inputTestId="booking-description"
      />
      <Checkbox isSelected={sendSms} onChange={setSendSms} data-testid="booking-send-sms">
        {t('staffLists.agenda.sendConfirmationSms')}
      </Checkbox>
    </FormDialog>
  );
}
