import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { workshopDay } from '../../../../shared/time/workshop-day.ts';
import type { StaffAppointmentFragment } from '../../graphql/generated/graphql.ts';
import { formatTime } from '../../i18n/dates.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { StaffQueuesQuery } from '../acceptance/staff-operations.ts';
import { WORKSHOP_TIME_ZONE } from '../acceptance/workshop-zone.ts';
import { CheckinVehicleBrandsQuery } from '../checkin/checkin-operations.ts';
import { type BookingField, bookingFormSchema, bookingInstant, formFieldOf } from './booking-form.ts';
import { displayDay, parseDisplayDay } from './date-ranges.ts';
import {
  AgendaCreateAppointmentMutation,
  AgendaUpdateAppointmentMutation,
} from './staff-lists-operations.ts';

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
      bookingDate: displayDay(at ? workshopDay(new Date(at), WORKSHOP_TIME_ZONE) : day),
      bookingTime: at ? formatTime(at, WORKSHOP_TIME_ZONE) : '09:00',
      queueID: appointment?.assignedQueueID ?? '',
      description: appointment?.description ?? '',
    };
  }, [appointment, day]);
  const form = useSchemaForm(bookingFormSchema, initialValues);
  const { values, field, handleSubmit, setServerErrors, formLevelErrors } = form;
  const [sendSms, setSendSms] = useState(!appointment);
  const [pending, setPending] = useState(false);
  const [brands] = useQuery({ query: CheckinVehicleBrandsQuery });
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
      bookingDateTime: bookingInstant(
        parseDisplayDay(input.bookingDate) ?? '',
        input.bookingTime,
        WORKSHOP_TIME_ZONE,
      ),
      description: input.description,
      queueID: input.queueID || null,
      sendConfirmationSms: sendSms,
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
    <Dialog
      title={appointment ? t('staffLists.agenda.editTitle') : t('staffLists.agenda.newTitle')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <Form onSubmit={onSubmit} className="booking-form" data-testid="booking-form">
        {formLevelErrors.length > 0 ? (
          <Banner tone="error">
            {formLevelErrors.map((error) => translateCode(t, error.code)).join(' ')}
          </Banner>
        ) : null}
        <div className="booking-form__grid">
          <TextField
            label={t('checkin.walkIn.licensePlate')}
            {...field('licensePlate')}
            inputTestId="booking-plate"
            autoComplete="off"
            autoFocus
          />
          <TextField
            label={t('checkin.walkIn.name')}
            {...field('name')}
            inputTestId="booking-name"
            autoComplete="off"
          />
          <TextField
            label={t('checkin.walkIn.mobile')}
            description={t('checkin.walkIn.mobileHint')}
            {...field('mobile')}
            type="tel"
            inputTestId="booking-mobile"
            autoComplete="off"
          />
          <Select
            label={t('checkin.walkIn.brand')}
            placeholder={t('checkin.walkIn.brandPlaceholder')}
            options={(brands.data?.vehicleBrands ?? []).map((b) => ({ id: b.vehicleBrandID, label: b.name }))}
            value={values.vehicleBrandID || null}
            onChange={field('vehicleBrandID').onChange}
            errorMessage={field('vehicleBrandID').errorMessage}
            name="vehicleBrandID"
            data-testid="booking-brand"
          />
          <TextField
            label={t('checkin.walkIn.model')}
            {...field('vehicleModel')}
            inputTestId="booking-model"
          />
          <Select
            label={t('staffLists.agenda.queue')}
            options={queueOptions}
            value={values.queueID || NO_QUEUE}
            onChange={(id) => field('queueID').onChange(id === NO_QUEUE ? '' : id)}
            name="queueID"
            data-testid="booking-queue"
          />
          <TextField
            label={t('staffLists.agenda.date')}
            description={t('staffLists.dateHint')}
            autoComplete="off"
            {...field('bookingDate')}
            inputTestId="booking-date"
          />
          <TextField
            label={t('staffLists.agenda.time')}
            description={t('staffLists.timeHint')}
            autoComplete="off"
            {...field('bookingTime')}
            inputTestId="booking-time"
          />
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
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={onClose} data-testid="booking-cancel">
            {t('acceptance.confirm.cancel')}
          </Button>
          <BusyButton type="submit" busy={pending} busyLabel={t('common.loading')} data-testid="booking-save">
            {t('acceptance.confirm.save')}
          </BusyButton>
        </div>
      </Form>
    </Dialog>
  );
}
