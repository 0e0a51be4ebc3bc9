import { type ReactNode, useEffect, useId, useRef } from 'react';
import { relocateToast } from '@/platform/toast.ts';
import './dialog.css';

export interface DialogAction {
  key: string;
  text: string;
  onClick: () => void;
  /** The dialog's main action, drawn filled. */
  primary?: boolean;
  /**
   * The action Enter in one of the dialog's fields takes, as a form's submit button: the dialog's content becomes a
   * form (while the action is disabled, Enter does nothing).
   */
  submit?: boolean;
  disabled?: boolean;
}

export interface DialogProps {
  open: boolean;
  /** The heading, which also names the dialog for screen readers and takes the focus when it opens. */
  title: string;
  /** Escape, a tap on the backdrop and the actions' own buttons close it; leave it out for a dialog that cannot be
   * dismissed (a countdown, a notice that moves on by itself). */
  onClose?: () => void;
  children?: ReactNode;
  actions?: readonly DialogAction[];
  /** The feature's own class for its content. */
  className?: string;
  /** `false` for a dialog holding typed input, which a stray tap beside it must not throw away. */
  closesOnBackdrop?: boolean;
}

/**
 * The one dialog of the app, on the browser's modal `<dialog>`: it sits in the top layer above the page (and a toast
 * raised while it is open is placed inside it, see platform/toast.ts), the page behind is inert, and the focus stays
 * inside. It opens scrolled to its top with the focus on its title, so a screen reader starts reading at the heading.
 * It costs no JavaScript beyond this file, next to antd-mobile's animated popups.
 */
export function Dialog({ open, title, onClose, children, actions, className, closesOnBackdrop = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.scrollTop = 0;
      titleRef.current?.focus();
      relocateToast();
    }
    if (!open && dialog.open) {
      dialog.close();
      relocateToast();
    }
  }, [open]);

  // A dialog removed while open (its screen unmounted) must not leave the page inert nor take the toast along.
  useEffect(
    () => () => {
      ref.current?.close();
      relocateToast();
    },
    [],
  );

  const submitAction = actions?.find((action) => action.submit);
  const content = (
    <>
      <h2 ref={titleRef} id={titleId} className="dialog__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
      {actions && actions.length > 0 && (
        <div className="dialog__actions">
          {actions.map((action) => (
            <button
              key={action.key}
              type={action.submit ? 'submit' : 'button'}
              className={action.primary ? 'dialog__action dialog__action--primary' : 'dialog__action'}
              disabled={action.disabled}
              onClick={action.submit ? undefined : action.onClick}
            >
              {action.text}
            </button>
          ))}
        </div>
      )}
    </>
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap mirrors Escape, which the native dialog handles
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog's owner decides (it may keep it open); the open state stays the owner's.
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (closesOnBackdrop && event.target === event.currentTarget) onClose?.();
      }}
    >
      {open &&
        (submitAction ? (
          <form
            className="dialog__body"
            onSubmit={(event) => {
              event.preventDefault();
              submitAction.onClick();
            }}
          >
            {content}
          </form>
        ) : (
          <div className="dialog__body">{content}</div>
        ))}
    </dialog>
  );
}
