import { Dialog } from '@/components/dialog.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import './barcode-dialog.css';

export interface BarcodeDialogProps {
  /** The barcode image URL; the dialog is open while it is set. */
  src: string | undefined;
  code: string;
  onClose: () => void;
}

/** A barcode shown large enough for a store scanner. */
export function BarcodeDialog({ src, code, onClose }: BarcodeDialogProps) {
  const { t } = useWording();
  return (
    <Dialog open={src !== undefined} title={t('loan.barcode')} onClose={onClose} className="barcode-dialog">
      {src && (
        <div className="barcode-dialog__content">
          <img className="barcode-dialog__image" src={src} alt={t('repay.barcodeAlt', { code })} />
          <p className="barcode-dialog__code">{code}</p>
          <p className="barcode-dialog__hint">{t('loan.scanPrompt')}</p>
          <button type="button" className="barcode-dialog__close" onClick={onClose}>
            {t('repay.close')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
