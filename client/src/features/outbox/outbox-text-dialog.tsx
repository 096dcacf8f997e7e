import { useTranslation } from 'react-i18next';
import type { OutboxRowFragment } from '../../graphql/generated/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * The text of one message as the server gave it to this reader: the recipient (and any mention of
 * it in the text) masked for a role that reads recipients masked; never offered for a hidden text.
 */
export function OutboxTextDialog({ message, onClose }: { message: OutboxRowFragment; onClose(): void }) {
  const { t } = useTranslation();
  const kind = t(`outbox.kinds.${message.kind as 'welcomeSms'}`, { defaultValue: message.kind } as {
    defaultValue: string;
  });
  return (
    <Dialog
      title={t('outbox.textTitle')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="outbox-text" data-testid="outbox-text">
        <dl className="outbox-text__facts">
          <dt>{t('outbox.columns.kind')}</dt>
          <dd>{kind}</dd>
          <dt>{t('outbox.textRecipient')}</dt>
          <dd data-testid="outbox-text-recipient">{message.recipient}</dd>
          {message.subject ? (
            <>
              <dt>{t('outbox.textSubject')}</dt>
              <dd data-testid="outbox-text-subject">{message.subject}</dd>
            </>
          ) : null}
        </dl>
        <h3 className="outbox-text__label">{t('outbox.textBody')}</h3>
        <pre className="outbox-text__body" data-testid="outbox-text-body">
          {message.body}
        </pre>
        {message.recipientMasked ? <p className="muted">{t('outbox.textMasked')}</p> : null}
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={onClose} autoFocus data-testid="outbox-text-close">
            {t('outbox.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
