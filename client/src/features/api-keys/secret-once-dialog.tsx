import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The words of a secret shown once: the API keys' by default, the webhooks' signing secret too. */
export interface SecretOnceTexts {
  title: string;
  warning: string;
  label: string;
  done: string;
  copied: string;
}

/**
 * A new secret's text (an API key, a webhook signing secret), the only time it is shown:
 * read-only, with a copy button and a plain warning. It closes only by the button (no click
 * outside), so the secret is not lost by a stray click.
 */
export function SecretOnceDialog({
  secret,
  onClose,
  texts,
  testIdPrefix = 'api-key',
}: {
  secret: string;
  onClose(): void;
  texts?: SecretOnceTexts;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const words = texts ?? {
    title: t('apiKeys.createdTitle'),
    warning: t('apiKeys.secretWarning'),
    label: t('apiKeys.secretLabel'),
    done: t('apiKeys.done'),
    copied: t('apiKeys.copied'),
  };
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(words.copied);
    } catch {
      toast.error(t('apiKeys.copyError'));
    }
  }
  return (
    <Dialog
      title={words.title}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="api-keys__secret" data-testid={`${testIdPrefix}-secret-dialog`}>
        <Banner tone="warning">{words.warning}</Banner>
        <TextField
          label={words.label}
          value={secret}
          isReadOnly
          multiline
          rows={2}
          inputTestId={`${testIdPrefix}-secret`}
        />
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={() => void copy()} data-testid={`${testIdPrefix}-copy`}>
            {t('apiKeys.copy')}
          </Button>
          <Button onPress={onClose} data-testid={`${testIdPrefix}-secret-done`}>
            {words.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
