import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { StarRating } from '@/components/star-rating.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { toast } from '@/platform/toast.ts';

export interface ScoreModalProps {
  visible: boolean;
  /** Resolves `true` when the score was saved. */
  onScore: (score: number) => Promise<boolean>;
  onClose: () => void;
}

/** 1 to 5 stars, sent once; without a star the borrower is asked to choose one. */
export function ScoreModal({ visible, onScore, onClose }: ScoreModalProps) {
  const { t } = useWording();
  const [score, setScore] = useState(0);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (score === 0) return toast.message(t('rating.required'));
    setSending(true);
    const saved = await onScore(score);
    setSending(false);
    if (saved) toast.success(t('complaint.scoreThanks'));
  };

  return (
    <Dialog open={visible} title={t('complaint.scoreTitle')} onClose={onClose} className="complaint-dialog">
      <StarRating value={score} onChange={setScore} legend={t('complaint.scoreTitle')} hideLegend />
      <Button block color="primary" loading={sending} disabled={sending} onClick={() => void send()}>
        {t('complaint.scoreSubmit')}
      </Button>
      <button type="button" className="complaint-dialog__button" onClick={onClose}>
        {t('complaint.scoreLater')}
      </button>
    </Dialog>
  );
}
