import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnyVariables, type TypedDocumentNode, useClient, useQuery } from 'urql';
import * as v from 'valibot';
import { MANUAL_LOG_TYPES } from '../../../shared/appointments/appointment-events.ts';
import { PAYMENT_LIMITS } from '../../../shared/appointments/payment-limits.ts';
import { jobEndSmsInputSchema, manualLogInputSchema } from '../../../shared/validation/appointments.ts';
import type { StaffAppointmentFragment } from '../graphql/generated/graphql.ts';
import { newIdempotencyKey } from '../graphql/idempotency-key.ts';
import { type ActionPayload, reportAction } from '../graphql/report-action.ts';
import { formatEuro } from '../i18n/money.ts';
import { translateCode } from '../i18n/translate-code.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Select } from '../ui/select.tsx';
import { SmsLength } from '../ui/sms-length.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { BoxAction } from './box-actions.ts';
import {
  BoxAcceptanceConfirmExitMutation,
  BoxAcceptanceConfirmPaymentMutation,
  BoxAcceptanceCreateLogMutation,
  BoxAcceptanceGoBackMutation,
  BoxAcceptanceHandOverVehicleMutation,
  BoxAcceptanceJobEndMutation,
  BoxAcceptanceJobEndSmsDraftQuery,
  BoxAcceptanceJobRejectMutation,
  BoxAcceptanceJobStartMutation,
  BoxAcceptanceRejectReasonsQuery,
  BoxAcceptanceReturnToQueueMutation,
  BoxAcceptanceSendJobEndSmsMutation,
  BoxAcceptanceUndoLastOperationMutation,
  BoxAcceptanceUscitaMutation,
} from './box-operations.ts';

export type DialogAction = BoxAction | 'annotation';

/**
 * The confirmation of one lifecycle action (spec §4 "actions with user confirmation"), with the
 * action's own options: the refusal reason (required) and thanks SMS, warranty work and the
 * payment limits, the exit SMS, the job-end SMS text, an annotation's type and text. Mount it with
 * a `key` per opening: the idempotency key is made once, so a retried confirm never acts twice.
 */
export function ActionDialog({
  action,
  appointment,
  onClose,
}: {
  action: DialogAction;
  appointment: StaffAppointmentFragment;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [notes, setNotes] = useState('');
  const [skipValidation, setSkipValidation] = useState(false);
  const [rejectReasonID, setRejectReasonID] = useState<string | null>(null);
  const [sendThanksSms, setSendThanksSms] = useState(appointment.thanksSmsEnabled);
  const [warrantyWork, setWarrantyWork] = useState(false);
  const [sendSms, setSendSms] = useState(true);
  const [smsText, setSmsText] = useState('');
  const [smsEdited, setSmsEdited] = useState(false);
  // The job-end SMS starts from the workshop's own text for it, filled in for this visit.
  const [draft] = useQuery({
    query: BoxAcceptanceJobEndSmsDraftQuery,
    variables: { appointmentID: appointment.appointmentID },
    pause: action !== 'sendJobEndSms',
    requestPolicy: 'network-only',
  });
  const draftText = draft.data?.appointment?.jobEndSmsDraft;
  useEffect(() => {
    if (draftText && !smsEdited) setSmsText(draftText);
  }, [draftText, smsEdited]);
  const [logType, setLogType] = useState<string>(MANUAL_LOG_TYPES[0]);
  const [reasons] = useQuery({ query: BoxAcceptanceRejectReasonsQuery, pause: action !== 'jobReject' });

  const plate = appointment.licensePlate;
  const appointmentID = appointment.appointmentID;
  const base = {
    appointmentID,
    notes: notes.trim() || null,
    referenceDateTime: new Date().toISOString(),
    idempotencyKey,
  };

  // Field checks with the shared schemas (the server repeats them).
  const reasonError = submitted && !rejectReasonID ? translateCode(t, 'validation.required') : undefined;
  const smsIssue = v.safeParse(jobEndSmsInputSchema, { text: smsText });
  const smsError = submitted && !smsIssue.success ? translateCode(t, smsIssue.issues[0].message) : undefined;
  const logIssue = v.safeParse(manualLogInputSchema, { notes });
  const logError = submitted && !logIssue.success ? translateCode(t, logIssue.issues[0].message) : undefined;

  async function run<D, V extends AnyVariables>(
    document: TypedDocumentNode<D, V>,
    variables: V,
    pick: (data: D) => ActionPayload<StaffAppointmentFragment>,
  ) {
    setPending(true);
    const result = await client.mutation(document, variables, { silentErrors: true }).toPromise();
    setPending(false);
    const done = reportAction(
      { error: result.error, payload: result.data ? pick(result.data) : null },
      { successText: t(`acceptance.done.${action}`) },
    );
    // A refusal also closes: the card behind shows the customer as they now are.
    if (done || result.error) onClose();
  }

  const onConfirm = () => {
    setSubmitted(true);
    switch (action) {
      case 'jobStart':
        return void run(
          BoxAcceptanceJobStartMutation,
          { input: { ...base, skipValidation } },
          (d) => d.jobStart,
        );
      case 'jobReject':
        if (!rejectReasonID) return;
        return void run(
          BoxAcceptanceJobRejectMutation,
          { input: { ...base, rejectReasonID, sendThanksSms } },
          (d) => d.jobReject,
        );
      case 'jobEnd':
        return void run(BoxAcceptanceJobEndMutation, { input: base }, (d) => d.jobEnd);
      case 'uscita':
        return void run(BoxAcceptanceUscitaMutation, { input: base }, (d) => d.uscita);
      case 'confirmPayment':
        return void run(
          BoxAcceptanceConfirmPaymentMutation,
          { input: { ...base, warrantyWork } },
          (d) => d.confirmPayment,
        );
      case 'confirmExit':
        return void run(
          BoxAcceptanceConfirmExitMutation,
          { input: { ...base, sendSms } },
          (d) => d.confirmExit,
        );
      case 'handOverVehicle':
        return void run(BoxAcceptanceHandOverVehicleMutation, { input: base }, (d) => d.handOverVehicle);
      case 'goBack':
        return void run(BoxAcceptanceGoBackMutation, { input: base }, (d) => d.goBack);
      case 'returnToQueue':
        return void run(BoxAcceptanceReturnToQueueMutation, { input: base }, (d) => d.returnToQueue);
      case 'cancelProcessing':
      case 'undoLastOperation':
        return void run(BoxAcceptanceUndoLastOperationMutation, { input: base }, (d) => d.undoLastOperation);
      case 'sendJobEndSms':
        if (!smsIssue.success) return;
        return void run(
          BoxAcceptanceSendJobEndSmsMutation,
          { input: { ...base, text: smsIssue.output.text } },
          (d) => d.sendJobEndSms,
        );
      case 'annotation':
        if (!logIssue.success) return;
        return void run(
          BoxAcceptanceCreateLogMutation,
          {
            input: {
              appointmentID,
              actionType: logType,
              notes: logIssue.output.notes,
              referenceDateTime: base.referenceDateTime,
            },
          },
          (d) => d.createAppointmentLog,
        );
    }
  };

  const isAnnotation = action === 'annotation';
  const title = isAnnotation ? t('acceptance.box.addAnnotation') : t(`acceptance.actions.${action}`);
  const message = isAnnotation
    ? null
    : action === 'sendJobEndSms'
      ? t('acceptance.confirm.sendJobEndSms', { plate })
      : t(`acceptance.confirm.${action}`, { plate });
  const confirmLabel = isAnnotation
    ? t('acceptance.confirm.save')
    : action === 'sendJobEndSms'
      ? t('acceptance.confirm.send')
      : t(`acceptance.actions.${action}`);
  const danger = action === 'jobReject' || action === 'cancelProcessing' || action === 'undoLastOperation';

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={message ? <p>{message}</p> : null}
      confirmLabel={confirmLabel}
      cancelLabel={t('acceptance.confirm.cancel')}
      onConfirm={onConfirm}
      isPending={pending}
      busyLabel={t('common.loading')}
      tone={danger ? 'danger' : 'primary'}
      data-testid={`dialog-${action}`}
    >
      {action === 'jobStart' ? (
        <Checkbox isSelected={skipValidation} onChange={setSkipValidation} data-testid="skip-validation">
          {t('acceptance.confirm.skipValidation')}
        </Checkbox>
      ) : null}
      {action === 'jobReject' ? (
        <>
          <Select
            label={t('acceptance.confirm.rejectReason')}
            placeholder={t('acceptance.confirm.rejectReasonPlaceholder')}
            options={(reasons.data?.rejectReasons ?? []).map((r) => ({
              id: r.rejectReasonID,
              label: r.name,
            }))}
            value={rejectReasonID}
            onChange={setRejectReasonID}
            errorMessage={reasonError}
            data-testid="reject-reason"
          />
          <Checkbox isSelected={sendThanksSms} onChange={setSendThanksSms} data-testid="reject-thanks-sms">
            {t('acceptance.confirm.sendThanksSms')}
          </Checkbox>
        </>
      ) : null}
      {action === 'confirmPayment' ? (
        <>
          <div className="payment-limits" data-testid="payment-limits">
            <strong>{t('acceptance.confirm.paymentLimits')}</strong>
            <ul>
              <li>
                {t('acceptance.confirm.cardLimit', {
                  amount: formatEuro(PAYMENT_LIMITS.cardMaxEuro, i18n.language),
                })}
              </li>
              <li>
                {t('acceptance.confirm.cashLimit', {
                  amount: formatEuro(PAYMENT_LIMITS.cashMaxEuro, i18n.language),
                })}
              </li>
              <li>{t('acceptance.confirm.noCheques')}</li>
            </ul>
          </div>
          <Checkbox isSelected={warrantyWork} onChange={setWarrantyWork} data-testid="warranty-work">
            {t('acceptance.confirm.warrantyWork')}
          </Checkbox>
        </>
      ) : null}
      {action === 'confirmExit' ? (
        <Checkbox isSelected={sendSms} onChange={setSendSms} data-testid="exit-send-sms">
          {t('acceptance.confirm.sendSms')}
        </Checkbox>
      ) : null}
      {action === 'sendJobEndSms' ? (
        <TextField
          label={t('acceptance.confirm.smsText')}
          value={smsText}
          onChange={(text) => {
            setSmsEdited(true);
            setSmsText(text);
          }}
          description={<SmsLength text={smsText.trim()} data-testid="job-end-sms-length" />}
          errorMessage={smsError}
          multiline
          rows={4}
          autoFocus
          inputTestId="job-end-sms-text"
        />
      ) : null}
      {isAnnotation ? (
        <>
          <Select
            label={t('acceptance.confirm.logType')}
            options={MANUAL_LOG_TYPES.map((type) => ({
              id: type,
              label: t(`acceptance.confirm.logTypes.${type}`),
            }))}
            value={logType}
            onChange={setLogType}
            data-testid="log-type"
          />
          <TextField
            label={t('acceptance.confirm.logText')}
            value={notes}
            onChange={setNotes}
            errorMessage={logError}
            multiline
            rows={4}
            autoFocus
            inputTestId="log-text"
          />
        </>
      ) : (
        <TextField
          label={t('acceptance.confirm.notes')}
          value={notes}
          onChange={setNotes}
          multiline
          rows={2}
          inputTestId="action-notes"
        />
      )}
    </ConfirmDialog>
  );
}
