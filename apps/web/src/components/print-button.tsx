import Button from 'antd-mobile/es/components/button';
import { useWording } from '@/i18n/use-wording.ts';

/**
 * Opens the browser's print dialog, where "Save as PDF" keeps a copy: no PDF library, the print stylesheet
 * (printable.css) lays the page out for A4. Hidden on paper itself.
 */
export function PrintButton() {
  const { t } = useWording();
  return (
    <div className="print-actions">
      <Button block color="primary" fill="outline" size="large" onClick={() => window.print()}>
        {t('receipt.print')}
      </Button>
    </div>
  );
}
