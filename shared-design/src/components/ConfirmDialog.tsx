import { useRef, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Sei sicuro di voler eliminare il memorial?'. */
  message: ReactNode;
  onConfirm: () => void;
  /** Called on 'No', Escape or a click outside. */
  onCancel: () => void;
  /** 'Attenzione' by default (spec panels §2 "Yes/No dialog titled 'Attenzione'"). */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the confirm button busy while the confirmed action runs. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * The Yes/No question of the platform: title 'Attenzione', buttons 'Si' and 'No'. Focus starts on 'No',
 * the choice that changes nothing, since many questions precede something irreversible.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = MESSAGES.attention,
  confirmLabel = MESSAGES.yes,
  cancelLabel = MESSAGES.no,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      initialFocus={cancelRef}
      showCloseButton={false}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="primary" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
