import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ComplaintModalProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  /** Escape and a tap on the mask call it; leave it out for a modal that closes itself. */
  onClose?: () => void;
}

/**
 * A small modal dialog (role="dialog", labelled by its title, focus moved inside) for the success notice, the
 * score and the photo viewer. antd-mobile's Modal would bring its animation library into these screens' first
 * download for three simple boxes.
 */
export function ComplaintModal({ visible, title, children, onClose }: ComplaintModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [visible, onClose]);

  if (!visible) return null;
  return (
    <div className="complaint-modal">
      <div className="complaint-modal__mask" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className="complaint-modal__body"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="complaint-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
