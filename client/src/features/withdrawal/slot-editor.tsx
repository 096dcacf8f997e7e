import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import type { AvailabilitySlotInput } from '../../../../shared/validation/withdrawal.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PickupSlotsQuery, SetPickupSlotsMutation } from './pickup-schedule-operations.ts';
import {
  checkRows,
  groupByDay,
  nextRow,
  placeErrors,
  type SlotErrors,
  type SlotField,
  type SlotRow,
  toRows,
  WEEK_DAYS,
} from './slot-rows.ts';

/**
 * The weekday slots editor: one line per slot (day, from, to, places), checked as typed with the
 * shared schedule rules; the server's refusals (a slot below its booked pickups) land on the line.
 */
export function SlotEditor({ workshopID, onSaved }: { workshopID: string; onSaved(): void }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: PickupSlotsQuery, variables: { workshopID } });
  const slots = result.data?.availabilitySlots;
  return (
    <Card title={t('pickupSchedule.editorTitle')} data-testid="pickup-slot-editor">
      {result.error && !slots ? (
        <Banner tone="error">
          {t('pickupSchedule.loadError')}{' '}
          <Button variant="secondary" onPress={() => refetch({ requestPolicy: 'network-only' })}>
            {t('pickupSchedule.retry')}
          </Button>
        </Banner>
      ) : !slots ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <SlotForm
          // A saved schedule starts the form afresh from what the server kept.
          key={slots.map((s) => s.availabilitySlotID).join()}
          workshopID={workshopID}
          saved={slots}
          workshopMaxSlots={result.data?.workshop?.maxSlots ?? null}
          onSaved={() => {
            // Replaced slots are new entities: the list is fetched again, and the form restarts from it.
            refetch({ requestPolicy: 'network-only' });
            onSaved();
          }}
        />
      )}
    </Card>
  );
}

function SlotForm({
  workshopID,
  saved,
  workshopMaxSlots,
  onSaved,
}: {
  workshopID: string;
  saved: readonly { day: string; start: string; end: string; maxSlots?: number | null }[];
  workshopMaxSlots: number | null;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<SlotRow[]>(() => toRows(saved));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SlotErrors>({});
  const [confirming, setConfirming] = useState<AvailabilitySlotInput[] | null>(null);
  const [{ fetching }, save] = useMutation(SetPickupSlotsMutation);

  const checked = checkRows(rows);
  const clientErrors = checked.ok ? {} : checked.errors;
  const errorOf = (index: number, field: SlotField): string | undefined => {
    const key = rows[index]!.key;
    const code =
      serverErrors[index]?.[field] ??
      (submitted || touched.has(`${key}.${field}`) ? clientErrors[index]?.[field] : undefined);
    if (!code) return undefined;
    return code.startsWith('withdrawal.') ? t(code as 'withdrawal.errors.time') : translateCode(t, code);
  };

  const update = (index: number, field: SlotField, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    // A server error described the saved value; editing the line retires it.
    setServerErrors((current) => (current[index] ? { ...current, [index]: {} } : current));
  };
  const touch = (index: number, field: SlotField) =>
    setTouched((current) => new Set(current).add(`${rows[index]!.key}.${field}`));
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    // Errors are by line index: after a removal they no longer point at the right line.
    setServerErrors({});
  };

  const removedCount = saved.filter(
    (s) => !rows.some((r) => r.day === s.day && r.start === s.start && r.end === s.end),
  ).length;

  const send = async (value: AvailabilitySlotInput[]) => {
    setConfirming(null);
    const reply = await save({ workshopID, slots: value });
    const payload = reply.data?.setAvailabilitySlots;
    if (payload?.success) {
      toast.success(t('pickupSchedule.saved'));
      onSaved();
      return;
    }
    const errors: FieldError[] = payload?.formErrors ?? [];
    setServerErrors(placeErrors(errors));
    toast.error(errors.length ? t('pickupSchedule.saveError') : t('errors.network'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) {
      const first = Object.keys(checked.errors)[0];
      if (first !== undefined)
        event.currentTarget
          .querySelector<HTMLElement>(`[data-line="${first}"] input, [data-line="${first}"] button`)
          ?.focus();
      return;
    }
    if (removedCount > 0) setConfirming(checked.value);
    else void send(checked.value);
  };

  const dayOptions = WEEK_DAYS.map((day) => ({ id: day, label: t(`withdrawal.weekDays.${day}`) }));
  return (
    <>
      <form className="slot-editor" onSubmit={onSubmit} noValidate data-testid="pickup-slot-form">
        <p className="muted">{t('pickupSchedule.editorIntro', { count: workshopMaxSlots ?? 0 })}</p>
        {rows.length === 0 ? <Banner tone="info">{t('pickupSchedule.editorEmpty')}</Banner> : null}
        {groupByDay(rows).map(({ day, lines }) => (
          <section key={day} className="slot-editor__day" aria-labelledby={`slot-day-${day}`}>
            <h3 id={`slot-day-${day}`} className="slot-editor__day-title" data-testid={`slot-day-${day}`}>
              {t(`withdrawal.weekDays.${day}`)}
            </h3>
            <ol className="slot-editor__lines">
              {lines.map(({ row, index }) => (
                <li
                  key={row.key}
                  className="slot-editor__line"
                  data-line={index}
                  data-slot={`${row.day} ${row.start}`}
                  data-testid={`slot-line-${index}`}
                >
                  <fieldset className="slot-editor__fields">
                    <legend className="visually-hidden">
                      {t('pickupSchedule.lineLabel', { number: index + 1 })}
                    </legend>
                    <Select
                      label={t('pickupSchedule.day')}
                      options={dayOptions}
                      value={row.day}
                      onChange={(day) => update(index, 'day', day)}
                      errorMessage={errorOf(index, 'day')}
                      name={`${index}.day`}
                      data-testid={`slot-${index}-day`}
                    />
                    <TextField
                      label={t('pickupSchedule.start')}
                      value={row.start}
                      onChange={(value) => update(index, 'start', value)}
                      onBlur={() => touch(index, 'start')}
                      errorMessage={errorOf(index, 'start')}
                      name={`${index}.start`}
                      inputTestId={`slot-${index}-start`}
                    />
                    <TextField
                      label={t('pickupSchedule.end')}
                      value={row.end}
                      onChange={(value) => update(index, 'end', value)}
                      onBlur={() => touch(index, 'end')}
                      errorMessage={errorOf(index, 'end')}
                      name={`${index}.end`}
                      inputTestId={`slot-${index}-end`}
                    />
                    <TextField
                      label={t('pickupSchedule.maxSlots')}
                      value={row.maxSlots}
                      onChange={(value) => update(index, 'maxSlots', value)}
                      onBlur={() => touch(index, 'maxSlots')}
                      errorMessage={errorOf(index, 'maxSlots')}
                      name={`${index}.maxSlots`}
                      inputTestId={`slot-${index}-maxSlots`}
                    />
                  </fieldset>
                  <Button
                    variant="quiet"
                    onPress={() => remove(index)}
                    aria-label={t('pickupSchedule.removeLabel', {
                      day: t(`withdrawal.weekDays.${row.day}`),
                      start: row.start,
                    })}
                    data-testid={`slot-${index}-remove`}
                  >
                    {t('pickupSchedule.remove')}
                  </Button>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <div className="action-bar">
          <Button
            variant="secondary"
            onPress={() => setRows((current) => [...current, nextRow(current)])}
            data-testid="slot-add"
          >
            {t('pickupSchedule.add')}
          </Button>
          <Button
            variant="quiet"
            onPress={() => {
              setRows(toRows(saved));
              setServerErrors({});
              setSubmitted(false);
              setTouched(new Set());
            }}
          >
            {t('pickupSchedule.undo')}
          </Button>
          <BusyButton type="submit" busy={fetching} busyLabel={t('common.loading')} data-testid="slot-save">
            {t('pickupSchedule.save')}
          </BusyButton>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit must not bubble (through the portal) into it. */}
      {confirming ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t('pickupSchedule.removeTitle')}
          message={<p>{t('pickupSchedule.removeMessage', { count: removedCount })}</p>}
          confirmLabel={t('pickupSchedule.removeConfirm')}
          cancelLabel={t('pickupSchedule.cancel')}
          onConfirm={() => void send(confirming)}
          isPending={fetching}
          busyLabel={t('common.loading')}
          tone="danger"
          data-testid="dialog-removeSlots"
        />
      ) : null}
    </>
  );
}
