import { toast } from 'sonner';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { TextField } from './text-field.tsx';
import './controls.css';

/** The words of a secret's one showing, in the screen's language. */
export interface SecretOnceTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyError: string;
  done: string;
}

/**
 * A new secret (an API key, a calendar feed URL), the only time it is shown: read-only, with a copy
 * button and a plain warning. It closes only by the button (no click outside), so the secret is not
 * lost by a stray click. Test ids start with `testId` (`<testId>-secret`, `<testId>-copy`…).
 */
export function SecretOnceDialog({
  secret,
  texts,
  testId,
  onClose,
}: {
  secret: string;
  texts: SecretOnceTexts;
  testId: string;
  onClose(): void;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyError);
    }
  }
  return (
    <Dialog
      title={texts.title}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="ui-secret-once" data-testid={`${testId}-secret-dialog`}>
        <Banner tone="warning">{texts.warning}</Banner>
        <TextField
          label={texts.label}
          value={secret}
          isReadOnly
          multiline
          rows={2}
          inputTestId={`${testId}-secret`}
        />
        <div className="ui-confirm__actions">
          <Button variant="secondary" onPress={() => void copy()} data-testid={`${testId}-copy`}>
            {texts.copy}
          </Button>
          <Button onPress={onClose} data-testid={`${testId}-secret-done`}>
            {texts.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
