import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import './controls.css';

export interface ConfirmDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** What will happen, in a sentence. */
  message?: ReactNode;
  /** Extra fields (reason, options, notes) between the message and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm (button or Enter in a field); the dialog stays open until the caller closes it. */
  onConfirm(): void;
  isPending?: boolean;
  /** Accessible name of the spinner while pending (the translated "Loading..."). */
  busyLabel: string;
  tone?: 'primary' | 'danger';
  'data-testid'?: string;
}

/**
 * "Are you sure?" with room for the action's options: an alert dialog that must be answered (no
 * click-outside), focus trapped inside and returned afterwards, Escape cancels.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending,
  busyLabel,
  tone = 'primary',
  'data-testid': testId,
}: ConfirmDialogProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      role="alertdialog"
    >
      <form className="ui-confirm" onSubmit={onSubmit} noValidate data-testid={testId}>
        {message ? <div className="ui-confirm__message">{message}</div> : null}
        {children}
        <div className="ui-confirm__actions">
          <Button
            variant="secondary"
            onPress={() => onOpenChange(false)}
            data-testid={testId ? `${testId}-cancel` : undefined}
          >
            {cancelLabel}
          </Button>
          <BusyButton
            type="submit"
            variant={tone}
            busy={!!isPending}
            busyLabel={busyLabel}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
