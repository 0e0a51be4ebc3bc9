import { useWording } from '@/i18n/use-wording.ts';
import { copyText } from '@/platform/clipboard.ts';
import { toast } from '@/platform/toast.ts';
import './pill-button.css';

/** Copies a voucher code and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useWording();
  return (
    <button
      type="button"
      className="pill-button"
      aria-label={label}
      onClick={async () => {
        if (await copyText(text)) toast.success(t('common.copied'));
        else toast.fail(t('repay.copyFailed'));
      }}
    >
      {t('common.copy')}
    </button>
  );
}
