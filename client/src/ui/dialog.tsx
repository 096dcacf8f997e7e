import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  children: ReactNode;
  /** Dismiss with a click outside (off for confirmations that must be answered). */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the modal box (e.g. a kiosk's larger size). */
  className?: string;
}

/** A modal dialog: focus is trapped and restored, Escape closes, the title names it. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  isDismissable = true,
  role = 'dialog',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="ui-modal-overlay"
    >
      <Modal className={['ui-modal', className].filter(Boolean).join(' ')}>
        <AriaDialog role={role} className="ui-dialog">
          <Heading slot="title" className="ui-dialog__title">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
