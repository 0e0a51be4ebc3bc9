import { DELAY_MAX_DAYS } from '@loan/contract';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { StarRating } from '@/components/star-rating.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import { failureKindOf } from '@/platform/call-failed.ts';
import { toast } from '@/platform/toast.ts';
import { useSendScore } from '../api/send-score.ts';
import { ratingOutcome } from '../rules.ts';

export type DetailDialog = 'rating' | 'thanks' | 'extension';

export interface DetailDialogsProps {
  open: DetailDialog | null;
  orderId: string;
  productId: string;
  onOpen: (dialog: DetailDialog | null) => void;
}

/** The rating, thank-you and extension reminder dialogs: one chunk, loaded the first time one opens. */
export default function DetailDialogs({ open, orderId, productId, onOpen }: DetailDialogsProps) {
  const { t } = useWording();
  const [stars, setStars] = useState(0);
  const score = useSendScore(orderId);
  const close = () => onOpen(null);

  const submitRating = () => {
    const outcome = ratingOutcome(stars);
    if (outcome === 'chooseFirst') {
      toast.message(t('rating.required'));
      return;
    }
    if (score.isPending) return;
    score.mutate(stars, {
      onSuccess: () => {
        if (outcome === 'thanks') onOpen('thanks');
        else {
          close();
          callNative('toRate');
        }
      },
      // The helper toasted the server's reason (e.g. already rated). After an ended session the stars stay chosen in
      // the open dialog, to send once the borrower has signed in again.
      onError: (error) => {
        if (failureKindOf(error) !== 'sessionExpired') close();
      },
    });
  };

  return (
    <>
      <Dialog
        open={open === 'rating'}
        title={t('confirm.rateUs')}
        onClose={close}
        actions={[
          { key: 'later', text: t('confirm.notNow'), onClick: close },
          { key: 'send', text: t('confirm.ratingSubmit'), primary: true, onClick: submitRating },
        ]}
      >
        <StarRating value={stars} onChange={setStars} legend={t('confirm.ratingTitle')} />
      </Dialog>
      <Dialog
        open={open === 'thanks'}
        title={t('confirm.thanksTitle')}
        onClose={close}
        actions={[{ key: 'close', text: t('confirm.close'), primary: true, onClick: close }]}
      >
        <p className="dialog-text">{t('confirm.thanksText')}</p>
      </Dialog>
      <Dialog
        open={open === 'extension'}
        title={t('confirm.extensionTitle')}
        onClose={close}
        actions={[
          { key: 'cancel', text: t('confirm.cancel'), onClick: close },
          {
            key: 'continue',
            text: t('confirm.continue'),
            primary: true,
            onClick: () => {
              close();
              callNative('toP', { page: 'repayDelay', params: { orderId, productId } });
            },
          },
        ]}
      >
        <p className="dialog-text">{t('loan.extensionNote', { days: DELAY_MAX_DAYS })}</p>
        <p className="dialog-text">{t('confirm.extensionFee')}</p>
      </Dialog>
    </>
  );
}
