import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import * as v from 'valibot';
import { DELAY_MINUTES, DELAY_TEXT_MAX, delaySms } from '../../../../shared/messaging/delay-notice.ts';
import { asMessageLanguage } from '../../../../shared/messaging/message-language.ts';
import { broadcastDelayNoticeInputSchema } from '../../../../shared/validation/delay-notices.ts';
import { numberText } from '../../admin-kit/form-text.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SmsLength } from '../../ui/sms-length.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { HomeBroadcastDelayNoticeMutation, HomeClearDelayNoticeMutation } from './delay-notice-operations.ts';

const entries = broadcastDelayNoticeInputSchema.entries;
const formSchema = v.object({ text: entries.text, minutes: numberText(entries.minutes) });
type DelayField = keyof typeof formSchema.entries;

/** A link as long as a customer's, for the preview's length. */
const PREVIEW_LINK = `${window.location.origin}/tracking/${'x'.repeat(22)}`;

export interface DelayQueue {
  queueID: string;
  name: string;
  waitingCount: number;
  delayNotice?: { text: string; minutes: number } | null;
}

/**
 * A manager's delay notice for one queue, in the queue's header: the notice in force with
 * "Clear", and "Announce delay" opening the dialog.
 */
export function DelayNoticeControls({ queue, workshopName }: { queue: DelayQueue; workshopName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [cleared, clear] = useMutation(HomeClearDelayNoticeMutation);
  const notice = queue.delayNotice;
  const onClear = async () => {
    const result = await clear({ queueID: queue.queueID }, { silentErrors: true });
    if (result.error) toast.error(t('home.delay.clearError'));
    else toast.success(t('home.delay.clearedToast', { queue: queue.name }));
  };
  return (
    <div className="delay-notice" data-testid={`delay-notice-${queue.name}`}>
      {notice ? (
        <p className="delay-notice__current" data-testid="delay-notice-current">
          <strong>{t('home.delay.current', { count: notice.minutes })}</strong>
          {notice.text ? <span className="delay-notice__text"> {notice.text}</span> : null}
          {/* Always the end of the workshop day: a time (00:00) would read as a deadline. */}
          <span className="delay-notice__until"> {t('home.delay.untilEndOfDay')}</span>
        </p>
      ) : null}
      <div className="delay-notice__actions">
        <Button variant="secondary" onPress={() => setOpen(true)} data-testid="delay-announce">
          {t('home.delay.announce')}
        </Button>
        {notice ? (
          <BusyButton
            variant="secondary"
            onPress={() => void onClear()}
            busy={cleared.fetching}
            busyLabel={t('common.loading')}
            aria-label={t('home.delay.clearLabel', { queue: queue.name })}
            data-testid="delay-clear"
          >
            {t('home.delay.clear')}
          </BusyButton>
        ) : null}
      </div>
      {open ? <DelayDialog queue={queue} workshopName={workshopName} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function DelayDialog({
  queue,
  workshopName,
  onClose,
}: {
  queue: DelayQueue;
  workshopName: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const initial = useMemo<Record<DelayField, string>>(
    () => ({ text: queue.delayNotice?.text ?? '', minutes: String(queue.delayNotice?.minutes ?? 15) }),
    [queue.delayNotice],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors, values } = useSchemaForm(
    formSchema,
    initial,
  );
  const { save, pending } = useSaveSetup();
  const minutes = Number(values.minutes);
  const preview = delaySms({
    workshop: workshopName,
    text: values.text,
    minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 0,
    language: asMessageLanguage(i18n.language),
    link: PREVIEW_LINK,
  });
  const onSubmit = handleSubmit(async (value) => {
    const saved = await save(
      HomeBroadcastDelayNoticeMutation,
      { input: { queueID: queue.queueID, ...value } },
      (d) => d.broadcastDelayNotice,
      {
        onFieldErrors: setServerErrors,
        successText: t('home.delay.sentToast', { count: queue.waitingCount, queue: queue.name }),
      },
    );
    if (saved) onClose();
  });
  return (
    <FormDialog
      title={t('home.delay.title', { queue: queue.name })}
      intro={
        <p data-testid="delay-audience">
          {t('home.delay.audience', { count: queue.waitingCount })} {t('home.delay.replaces')}
        </p>
      }
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="delay-dialog"
      testId="delay-form"
      cancelLabel={t('workshopSetup.cancel')}
      cancelTestId="delay-form-cancel"
      submitLabel={t('home.delay.send')}
      submitTestId="delay-form-send"
    >
      <TextField
        label={t('home.delay.minutes')}
        description={t('home.delay.minutesHint', DELAY_MINUTES)}
        {...field('minutes')}
        inputMode="numeric"
        inputTestId="delay-minutes"
        autoFocus
      />
      <TextField
        label={t('home.delay.text')}
        description={t('home.delay.textHint', { max: DELAY_TEXT_MAX })}
        {...field('text')}
        multiline
        rows={3}
        maxLength={DELAY_TEXT_MAX}
        inputTestId="delay-text"
      />
      <section className="delay-dialog__preview" aria-labelledby="delay-preview-title">
        <h3 id="delay-preview-title">{t('home.delay.preview')}</h3>
        <p className="delay-dialog__sms" data-testid="delay-preview">
          {preview}
        </p>
        <SmsLength text={preview} data-testid="delay-preview-length" />
        <p className="delay-dialog__hint">{t('home.delay.smsHint')}</p>
      </section>
    </FormDialog>
  );
}
