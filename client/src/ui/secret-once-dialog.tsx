import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

/**
 * The new key's text, the only time it is shown: read-only, with a copy button and a plain warning.
 * It closes only by the button (no click outside), so the key is not lost by a stray click.
 */
export function SecretOnceDialog({ secret, onClose }: { secret: string; onClose(): void }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('apiKeys.copied'));
    } catch {
      toast.error(t('apiKeys.copyError'));
    }
  }
  return (
    <Dialog
      title={t('apiKeys.createdTitle')}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="api-keys__secret" data-testid="api-key-secret-dialog">
        <Banner tone="warning">{t('apiKeys.secretWarning')}</Banner>
        <TextField
          label={t('apiKeys.secretLabel')}
          value={secret}
          isReadOnly
          multiline
          rows={2}
          inputTestId="api-key-secret"
        />
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={() => void copy()} data-testid="api-key-copy">
            {t('apiKeys.copy')}
          </Button>
          <Button onPress={onClose} data-testid="api-key-secret-done">
            {t('apiKeys.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
