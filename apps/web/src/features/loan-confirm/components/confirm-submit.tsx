import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWording } from '@/i18n/use-wording.ts';
import type { ConfirmOffer } from '../api/confirm-offer.ts';
import { usePushLoan } from '../api/push-loan.ts';
import { canSubmit, destinationAfterPush } from '../rules.ts';

export interface ConfirmSubmitProps {
  productId: string;
  offer: ConfirmOffer;
  /** The offer is being finalised (countdown on screen): nothing to accept yet. */
  waiting: boolean;
}

/** The agreement (checked by default, with a link to the contract) and Submit, which pushes the loan once. */
export function ConfirmSubmit({ productId, offer, waiting }: ConfirmSubmitProps) {
  const { t } = useWording();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(true);
  const push = usePushLoan();
  // A double tap fires twice before React re-renders the disabled button: the ref stops the second one at once.
  const sending = useRef(false);
  const enabled = canSubmit({ agreed, pushing: push.isPending || push.isSuccess, waiting });

  const submit = () => {
    if (sending.current || !enabled) return;
    sending.current = true;
    push.mutate(
      { productId, offer },
      {
        onSuccess: ({ lendDetailsUrl }) => {
          const destination = destinationAfterPush(lendDetailsUrl, window.location.origin);
          // Replace: "back" must not lead to a confirm page whose offer is already accepted.
          if (destination.inApp) navigate(destination.href, { replace: true });
          else window.location.replace(destination.href);
        },
        // The helper has toasted the reason; the borrower may try again.
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <section className="confirm-submit" aria-label={t('apply')}>
      <div className="confirm-submit__agreement">
        <input
          id="confirm-agreement"
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-label={`${t('agreementAccept')} ${t('agreementName')}`}
        />
        <label htmlFor="confirm-agreement">{t('agreementAccept')}</label>{' '}
        {offer.isNewContract ? (
          <Link to={offer.isNewContract}>{t('agreementName')}</Link>
        ) : (
          <span>{t('agreementName')}</span>
        )}
      </div>
      {!agreed && (
        <p className="confirm-submit__hint" role="status">
          {t('confirm.agreementHint')}
        </p>
      )}
      <Button
        block
        color="primary"
        size="large"
        disabled={!enabled}
        loading={push.isPending}
        onClick={submit}
        className="confirm-submit__button"
      >
        {t('apply')}
      </Button>
    </section>
  );
}
