import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import { serverMessageOf } from '@/platform/call-failed.ts';
import type { ConfirmOffer } from '../api/confirm-offer.ts';
import { usePushLoan } from '../api/push-loan.ts';
import { canSubmit, destinationAfterPush } from '../rules.ts';

export interface ConfirmSubmitProps {
  productId: string;
  offer: ConfirmOffer;
  /** The offer is being finalised (countdown on screen): nothing to accept yet. */
  waiting: boolean;
  /** The borrower opened the key facts of this offer. */
  read: boolean;
  /** The server refused the acceptance (typically stale terms): the key facts must be read again. */
  onRefused: () => void;
}

/** The agreement (checked by default, with a link to the contract) and Submit, which pushes the loan once. */
export function ConfirmSubmit({ productId, offer, waiting, read, onRefused }: ConfirmSubmitProps) {
  const { t } = useWording();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(true);
  const [refusal, setRefusal] = useState('');
  const push = usePushLoan();
  // A double tap fires twice before React re-renders the disabled button: the ref stops the second one at once.
  const sending = useRef(false);
  const enabled = canSubmit({ agreed, read, pushing: push.isPending || push.isSuccess, waiting });

  const submit = () => {
    if (sending.current || !enabled) return;
    sending.current = true;
    setRefusal('');
    push.mutate(
      { productId, offer },
      {
        onSuccess: ({ lendDetailsUrl }) => {
          callNative('burialPoint', { productId });
          const destination = destinationAfterPush(lendDetailsUrl, window.location.origin);
          // Replace: "back" must not lead to a confirm page whose offer is already accepted.
          if (destination.inApp) navigate(destination.href, { replace: true });
          else window.location.replace(destination.href);
        },
        // The helper has toasted the reason; it stays on screen too, the offer is reloaded (usePushLoan) and its key
        // facts must be opened again before the borrower may try again.
        onError: (error) => {
          sending.current = false;
          setRefusal(serverMessageOf(error));
          onRefused();
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
          aria-label={`${t('keyFacts.agreementAccept')} ${t('agreementName')}`}
        />
        <label htmlFor="confirm-agreement">{t('keyFacts.agreementAccept')}</label>{' '}
        {offer.isNewContract ? (
          <Link to={offer.isNewContract}>{t('agreementName')}</Link>
        ) : (
          <span>{t('agreementName')}</span>
        )}
      </div>
      {refusal && (
        <p className="confirm-submit__refusal" role="alert">
          {refusal}
        </p>
      )}
      {!read && (
        <p className="confirm-submit__hint" role="status">
          {t('keyFacts.readHint')}
        </p>
      )}
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
