import { type ReactNode, useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  /** The question; the dialog is open while it is set. */
  question: string | undefined;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Fields asked with the question (a refund's note). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question in the browser's own modal `<dialog>` (focus trapped, Escape cancels), as the borrower app does. */
export function ConfirmDialog({
  question,
  title,
  confirmLabel,
  cancelLabel,
  children,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (question && !dialog.open) dialog.showModal();
    if (!question && dialog.open) dialog.close();
  }, [question]);

  return (
    <dialog ref={ref} className="staff-dialog" aria-labelledby="staff-dialog-title" onClose={onClose}>
      {question && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
            onClose();
          }}
        >
          <h2 id="staff-dialog-title">{title}</h2>
          <p>{question}</p>
          {children}
          <div className="staff-actions">
            <button type="button" className="staff-button" onClick={onClose}>
              {cancelLabel}
            </button>
            <button type="submit" className="staff-button staff-button--primary" disabled={confirmDisabled}>
              {confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
