import { useEffect, useRef } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import './barcode-dialog.css';

export interface BarcodeDialogProps {
  /** The barcode image URL; the dialog is open while it is set. */
  src: string | undefined;
  code: string;
  onClose: () => void;
}

/**
 * A barcode shown large enough for a store scanner, in the browser's own modal `<dialog>` (focus trapped, Escape
 * closes, the page behind is inert), which costs no JavaScript next to antd-mobile's animated popups.
 */
export function BarcodeDialog({ src, code, onClose }: BarcodeDialogProps) {
  const { t } = useWording();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (src && !dialog.open) dialog.showModal();
    if (!src && dialog.open) dialog.close();
  }, [src]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap mirrors Escape, which the native dialog handles
    <dialog
      ref={ref}
      className="barcode-dialog"
      aria-label={t('barcode')}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {src && (
        <div className="barcode-dialog__content">
          <h2 className="barcode-dialog__title">{t('barcode')}</h2>
          <img className="barcode-dialog__image" src={src} alt={t('repay.barcodeAlt', { code })} />
          <p className="barcode-dialog__code">{code}</p>
          <p className="barcode-dialog__hint">{t('scanPrompt')}</p>
          <button type="button" className="barcode-dialog__close" onClick={onClose}>
            {t('repay.close')}
          </button>
        </div>
      )}
    </dialog>
  );
}
