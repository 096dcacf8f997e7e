import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { LICENSE_PLATE_MIN, walkInInputSchema } from '../../../../shared/validation/appointments.ts';
import { newIdempotencyKey } from '../../graphql/idempotency-key.ts';
import { reportAction } from '../../graphql/report-action.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { formatDate } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import type { QueueChoice } from './booked-list.tsx';
import { normalizePlate } from './booking-search.ts';
import { CheckinRegisterWalkInMutation, CheckinReturningCustomerQuery } from './checkin-operations.ts';
import { CustomerFields } from './customer-fields.tsx';
import {
  type CustomerLanguageChoice,
  CustomerLanguageSelect,
  customerLanguageInput,
} from './customer-language-select.tsx';

type Field =
  | 'workshopID'
  | 'queueID'
  | 'vehicleBrandID'
  | 'licensePlate'
  | 'name'
  | 'mobile'
  | 'description'
  | 'vehicleModel';

/**
 * The walk-in registration of spec §5 (plate, name, mobile, brand, model, work, queue), checked as
 * the user types by the same valibot schema the server uses, server `formErrors` shown on their
 * fields, and the returning-customer hint looked up from the plate once typing pauses.
 */
export function WalkInForm({ workshopID, queues }: { workshopID: string; queues: readonly QueueChoice[] }) {
  const { t } = useTranslation();
  const client = useClient();
  const defaultQueueID = queues.find((q) => q.isDefault)?.queueID ?? queues[0]?.queueID ?? '';
  const initialValues = useMemo<Record<Field, string>>(
    () => ({
      workshopID,
      queueID: '',
      vehicleBrandID: '',
      licensePlate: '',
      name: '',
      mobile: '',
      description: '',
      vehicleModel: '',
    }),
    [workshopID],
  );
  const form = useSchemaForm(walkInInputSchema, initialValues);
  const { values, field, handleSubmit, setServerErrors, reset } = form;
  const [pending, setPending] = useState(false);
  const [language, setLanguage] = useState<CustomerLanguageChoice>('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const plateRef = useRef<HTMLDivElement>(null);
  // The visit this plate already has in the workshop, when the server refused a second one.
  const [existing, setExisting] = useState<{ plate: string; appointmentID: string } | null>(null);

  // The queue defaults to the workshop's default queue once the queues are known.
  const queueField = field('queueID');
  const setQueue = queueField.onChange;
  useEffect(() => {
    if (!values.queueID && defaultQueueID) setQueue(defaultQueueID);
  }, [values.queueID, defaultQueueID, setQueue]);

  const plate = useDebounced(normalizePlate(values.licensePlate));
  const [returning] = useQuery({
    query: CheckinReturningCustomerQuery,
    variables: { workshopID, licensePlate: plate },
    pause: plate.length < LICENSE_PLATE_MIN,
    context: useMemo(() => ({ silentErrors: true }), []),
  });
  const lastVisit = plate.length >= LICENSE_PLATE_MIN ? returning.data?.returningCustomer : null;

  const fillFromLastVisit = () => {
    const visit = lastVisit?.lastVisit;
    if (!visit) return;
    if (!values.name) field('name').onChange(visit.name);
    if (!values.mobile && visit.mobile) field('mobile').onChange(visit.mobile);
    if (!values.vehicleBrandID && visit.vehicleBrandID)
      field('vehicleBrandID').onChange(visit.vehicleBrandID);
    if (!values.vehicleModel && visit.vehicleModel) field('vehicleModel').onChange(visit.vehicleModel);
  };

  const onSubmit = handleSubmit(async (input) => {
    if (pending) return;
    setPending(true);
    const result = await client
      .mutation(
        CheckinRegisterWalkInMutation,
        {
          input: {
            workshopID: input.workshopID,
            queueID: input.queueID,
            vehicleBrandID: input.vehicleBrandID,
            licensePlate: input.licensePlate,
            name: input.name,
            mobile: input.mobile,
            description: input.description,
            vehicleModel: input.vehicleModel,
            customerLanguage: customerLanguageInput(language),
            idempotencyKey,
            referenceDateTime: new Date().toISOString(),
          },
        },
        { silentErrors: true },
      )
      .toPromise();
    setPending(false);
    const payload = result.data?.registerNewAppointment;
    if (payload && payload.formErrors.length > 0) {
      setServerErrors(payload.formErrors);
      setExisting(
        payload.existingAppointmentID
          ? { plate: input.licensePlate, appointmentID: payload.existingAppointmentID }
          : null,
      );
      return;
    }
    const done = reportAction(
      { error: result.error, payload },
      { successText: t('checkin.walkIn.done', { plate: input.licensePlate }) },
    );
    if (done) {
      reset();
      setLanguage('');
      setIdempotencyKey(newIdempotencyKey());
      plateRef.current?.querySelector('input')?.focus();
    }
  });

  // Shown while the plate typed is still the refused one.
  const openExisting =
    existing && normalizePlate(values.licensePlate) === normalizePlate(existing.plate) ? existing : null;
  const visitDate = lastVisit?.lastVisit?.checkinDateTime ?? lastVisit?.lastVisit?.bookingDateTime;

  return (
    <Form onSubmit={onSubmit} className="walk-in-form" data-testid="walk-in-form">
      <div className="walk-in-form__grid">
        <div ref={plateRef}>
          <TextField
            label={t('checkin.walkIn.licensePlate')}
            {...field('licensePlate')}
            inputTestId="walk-in-plate"
            autoComplete="off"
          />
          {openExisting ? (
            <Link
              href={`/Processings/${openExisting.appointmentID}`}
              variant="button"
              className="walk-in-form__existing"
              data-testid="walk-in-open-existing"
            >
              {t('checkin.walkIn.openExisting')}
            </Link>
          ) : null}
        </div>
        <CustomerFields
          field={field}
          testIds={{ name: 'walk-in-name', mobile: 'walk-in-mobile', brand: 'walk-in-brand' }}
        />
        <TextField
          label={t('checkin.walkIn.model')}
          {...field('vehicleModel')}
          inputTestId="walk-in-model"
          autoComplete="off"
        />
        <Select
          label={t('checkin.walkIn.queue')}
          placeholder={t('checkin.walkIn.queuePlaceholder')}
          options={queues.map((q) => ({ id: q.queueID, label: q.name }))}
          value={values.queueID || null}
          onChange={setQueue}
          errorMessage={queueField.errorMessage}
          name="queueID"
          data-testid="walk-in-queue"
        />
        <CustomerLanguageSelect value={language} onChange={setLanguage} testId="walk-in-language" />
      </div>
      {lastVisit?.lastVisit && visitDate ? (
        <Banner
          tone={lastVisit.isReturning ? 'warning' : 'info'}
          data-testid="returning-customer"
          actions={
            <Button variant="secondary" onPress={fillFromLastVisit} data-testid="use-last-visit">
              {t('checkin.walkIn.useLastVisit')}
            </Button>
          }
        >
          {lastVisit.isReturning
            ? t('checkin.walkIn.returning', {
                date: formatDate(visitDate, WORKSHOP_TIME_ZONE),
                count: lastVisit.daysSinceLastVisit ?? 0,
              })
            : t('checkin.walkIn.knownPlate', { date: formatDate(visitDate, WORKSHOP_TIME_ZONE) })}
        </Banner>
      ) : null}
      <TextField
        label={t('checkin.walkIn.description')}
        {...field('description')}
        multiline
        rows={3}
        inputTestId="walk-in-description"
      />
      <div>
        <BusyButton type="submit" busy={pending} busyLabel={t('common.loading')} data-testid="walk-in-submit">
          {t('checkin.walkIn.submit')}
        </BusyButton>
      </div>
    </Form>
  );
}
