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
  /** The borrower opened the key facts of this offer (this version: new terms must be read again). */
  read: boolean;
}

/** The agreement (checked by default, with a link to the contract) and Submit, which pushes the loan once. */
export function ConfirmSubmit({ productId, offer, waiting, read }: ConfirmSubmitProps) {
  const { t } = useWording();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(true);
  // What went wrong with the last submit: the server's refusal (nothing was applied), or a call whose answer never came.
  const [failure, setFailure] = useState<{ refused: string } | { lost: true } | null>(null);
  const push = usePushLoan();
  // A double tap fires twice before React re-renders the disabled button: the ref stops the second one at once.
  const sending = useRef(false);
  const enabled = canSubmit({ agreed, read, pushing: push.isPending || push.isSuccess, waiting });

  const submit = () => {
    if (sending.current || !enabled) return;
    sending.current = true;
    setFailure(null);
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
        // The helper has toasted the reason; it stays on screen too, with the offer (reloaded by usePushLoan) and a retry.
        // Key facts opened stay opened unless the reloaded offer has other terms. A retry is safe: the server makes one
        // order per offer, so an application whose answer was lost is not made twice.
        onError: (error) => {
          sending.current = false;
          const refused = serverMessageOf(error);
          setFailure(refused ? { refused } : { lost: true });
        },
      },
    );
  };

  return (
    <section className="confirm-submit" aria-label={t('loan.apply')}>
      <div className="confirm-submit__agreement">
        <input
          id="confirm-agreement"
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-label={`${t('keyFacts.agreementAccept')} ${t('loan.agreementName')}`}
        />
        <label htmlFor="confirm-agreement">{t('keyFacts.agreementAccept')}</label>{' '}
        {offer.isNewContract ? (
          <Link to={offer.isNewContract}>{t('loan.agreementName')}</Link>
        ) : (
          <span>{t('loan.agreementName')}</span>
        )}
      </div>
      {failure && (
        <div className="confirm-submit__refusal" role="alert">
          {'refused' in failure ? (
            <>
              <p>{failure.refused}</p>
              <p>{t('confirm.notApplied')}</p>
            </>
          ) : (
            <p>{t('confirm.submitLost')}</p>
          )}
        </div>
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
        {failure ? t('confirm.applyAgain') : t('loan.apply')}
      </Button>
    </section>
  );
}
