import { PROMO_CAPTCHA_MAX, PROMO_SMS_MAX, SITE_PATHS } from '@loan/contract';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { siteConfig } from '@/config/site.ts';
import { interpolate } from '@/i18n/wording.ts';
import { digitsOnly } from '@/platform/input-format.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { maskedValue } from '@/platform/masked-field.ts';
import { setDocumentTitle } from '@/platform/title.ts';
import { toast } from '@/platform/toast.ts';
import { recordClick, recordVisit, registerPhone, sendSmsCode } from '../api/promotion-api.ts';
import { promoDeviceId } from '../device-id.ts';
import {
  clientTypeOf,
  handoffHash,
  isValidCaptcha,
  isValidPromoPhone,
  isValidSmsCode,
  landingParams,
  landingPhoneInput,
  linkPhrases,
  phoneHint,
  registerOutcome,
  smsOutcome,
} from '../rules.ts';
import { useCaptcha } from '../use-captcha.ts';
import { useCountdown } from '../use-countdown.ts';
import { type Template, useLandingTemplate } from '../use-landing-template.ts';
import { usePromoWording } from '../use-promo-wording.ts';
import { useProofOfWork } from '../use-proof-of-work.ts';
import { ChatAppNotice } from './chat-app-notice.tsx';
import { PromoBrand, PromoFailed, RegisterSkeleton } from './promo-states.tsx';

/** Sids whose visit was recorded in this page's life: React's development double effects must not send twice. */
const recordedVisits = new Set<string>();

/**
 * `?id={templateId}&app_from=&user_from=&utm_tag=` (the server renders it with its template) or the same in the hash
 * (`#/?id=…`, the built shell, filled once the template arrives): the registration landing.
 */
/** `active`: shown (it stays mounted, hidden, while the visitor reads the agreement, keeping what they typed). */
export function RegisterScreen({ query, active = true }: { query: URLSearchParams; active?: boolean }) {
  const { t } = usePromoWording();
  const params = useMemo(() => landingParams(query), [query]);
  const { state, retry } = useLandingTemplate(params.templateId, t('promo.linkInvalid'));

  useEffect(() => {
    if (active) setDocumentTitle(t('promo.title'));
  }, [t, active]);

  // The built page's shell (apps/web/scripts/prerender.mjs): the form's layout, without the words its template decides.
  if (state.status === 'loading') return <RegisterSkeleton />;
  // The server words a refusal in the language of a template it could not find (the Chinese landing's): the
  // page says it in the visitor's instead, as it says every failure without a template.
  if (state.status === 'failed') {
    return <PromoFailed page message={state.message ? t('promo.linkInvalid') : undefined} onRetry={retry} />;
  }
  return <RegisterForm template={state.template} params={params} />;
}

interface RegisterFormProps {
  template: Template;
  params: ReturnType<typeof landingParams>;
}

function RegisterForm({ template, params }: RegisterFormProps) {
  const { t, market, money } = usePromoWording();
  const { content } = template;
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [busy, setBusy] = useState<'sms' | 'register' | null>(null);
  const captchaSession = useCaptcha();
  const proofOfWork = useProofOfWork();
  const captchaInput = useRef<HTMLInputElement>(null);
  const language = getLaunchContext().language;
  // The visit is counted once per captcha session (the server counts one visit per sid of a template that exists).
  const sid = captchaSession.state.status === 'ready' ? captchaSession.state.sid : '';
  // Read when a visit or click is recorded, never while rendering: the server renders this form too, without a
  // `navigator`, and the browser's first render must equal the server's.
  const tracked = useCallback(
    () => ({
      page_id: String(template.id),
      user_from: params.user_from,
      client_type: clientTypeOf(navigator.userAgent, getLaunchContext().clientType),
      page_type: 1,
      utm_tag: params.utm_tag,
      app_from: params.app_from,
    }),
    [template.id, params],
  );
  useEffect(() => {
    if (!sid || recordedVisits.has(sid)) return;
    recordedVisits.add(sid);
    void recordVisit({ sid, ...tracked() });
  }, [sid, tracked]);

  const newCaptcha = () => {
    setCaptcha('');
    captchaSession.refresh();
  };
  // A drawing that sent a code cannot send another: once the countdown ends, a resend needs a new picture.
  const countdown = useCountdown(newCaptcha);
  const rawPhone = digitsOnly(phone);
  const phoneValid = isValidPromoPhone(market, rawPhone);

  const common = () => {
    const session = captchaSession.state;
    return {
      phone: rawPhone,
      capcode: captcha.trim(),
      sid: session.status === 'ready' ? session.sid : '',
      deviceId: promoDeviceId(),
      appName: siteConfig.appName,
      app_from: params.app_from,
      user_from: params.user_from,
      utm_tag: params.utm_tag,
      // The template whose market checks the number and words the SMS.
      id: template.id,
    };
  };

  const refreshCaptcha = () => {
    if (!phoneValid) {
      toast.fail(t('promo.phoneInvalid'));
      return;
    }
    newCaptcha();
    captchaInput.current?.focus();
  };

  const sendSms = async () => {
    if (countdown.running) {
      toast.fail(t('promo.resendBlocked'));
      return;
    }
    if (!phoneValid) return toast.fail(t('promo.phoneInvalid'));
    if (!isValidCaptcha(captcha)) return toast.fail(t('promo.captchaInvalid'));
    if (busy) return;
    setBusy('sms');
    const pow = await proofOfWork.take();
    const result = pow === null ? null : await sendSmsCode({ ...common(), pow });
    setBusy(null);
    if (result === null) return toast.fail(t('common.error'));
    const outcome = smsOutcome(result.code);
    if (outcome === 'sent') {
      toast.success(t('promo.smsSent'));
      countdown.start();
    } else if (outcome === 'keep-captcha') {
      toast.fail(result.message || t('common.error'));
    } else if (outcome === 'network') {
      toast.fail(t('common.error'));
    } else {
      newCaptcha();
      toast.fail(result.message || t('common.error'));
    }
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!phoneValid) return toast.fail(t('promo.phoneInvalid'));
    if (!isValidCaptcha(captcha)) return toast.fail(t('promo.captchaInvalid'));
    if (!isValidSmsCode(smsCode)) return toast.fail(t('promo.smsInvalid'));
    if (busy) return;
    setBusy('register');
    const values = common();
    await recordClick({ sid: values.sid, ...tracked(), phone: rawPhone });
    const result = await registerPhone({
      ...values,
      merchantNumber: params.merchantNumber || siteConfig.merchantNumber,
      userName: '',
      smsCode: smsCode.trim(),
      invite_code: params.invite_code,
    });
    setBusy(null);
    const outcome = registerOutcome(result.code);
    const toDownload = () => {
      window.location.hash = handoffHash('download', params, language, true);
    };
    if (outcome === 'registered') {
      toast.success(t('promo.registered'));
      toDownload();
    } else if (outcome === 'already-registered') {
      toast.message(t('promo.alreadyRegistered'));
      toDownload();
    } else if (outcome === 'refresh-captcha') {
      newCaptcha();
      toast.fail(result.message || t('common.error'));
    } else if (outcome === 'network') {
      toast.fail(t('common.error'));
    } else {
      toast.fail(result.message || t('common.error'));
    }
  };

  const session = captchaSession.state;
  return (
    <main className="promo">
      <ChatAppNotice />
      <img className="promo__banner" src={content.bannerUrl} width={750} height={400} alt="" />
      <header className="promo__intro">
        <PromoBrand />
        <h1 className="promo__title">{content.title}</h1>
        <p className="promo__subtitle">{content.subtitle}</p>
        <p className="promo__amount">{interpolate(content.amountText, { amount: money(content.maxAmount) })}</p>
      </header>
      <form className="promo__form" onSubmit={apply} noValidate>
        <label className="promo-field" htmlFor="promo-phone">
          <span className="promo-field__label">{t('promo.phoneLabel')}</span>
          <input
            id="promo-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('promo.phonePlaceholder', phoneHint(market))}
            value={phone}
            onChange={(event) => setPhone(maskedValue(event, (typed) => landingPhoneInput(market, typed)))}
          />
        </label>
        <div className="promo-field promo-field--with-action">
          <label className="promo-field__label" htmlFor="promo-captcha">
            {t('promo.captchaLabel')}
          </label>
          <input
            id="promo-captcha"
            ref={captchaInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMO_CAPTCHA_MAX}
            placeholder={t('promo.captchaPlaceholder', { count: PROMO_CAPTCHA_MAX })}
            value={captcha}
            onChange={(event) => setCaptcha(event.target.value)}
          />
          <button type="button" className="promo-captcha" onClick={refreshCaptcha} aria-label={t('promo.captchaImage')}>
            {session.status === 'ready' ? (
              <img src={session.src} width={120} height={44} alt="" onError={captchaSession.onImageError} />
            ) : session.status === 'failed' ? (
              <span className="promo-captcha__failed">{t('promo.captchaLoadFailed')}</span>
            ) : (
              <span className="promo-captcha__loading">{t('common.loading')}</span>
            )}
          </button>
        </div>
        <div className="promo-field promo-field--with-action">
          <label className="promo-field__label" htmlFor="promo-sms">
            {t('promo.smsLabel')}
          </label>
          <input
            id="promo-sms"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PROMO_SMS_MAX}
            placeholder={t('promo.smsPlaceholder')}
            value={smsCode}
            onChange={(event) => setSmsCode(maskedValue(event, digitsOnly))}
          />
          <button
            type="button"
            className="promo-send"
            onClick={sendSms}
            aria-disabled={countdown.running || busy === 'sms'}
          >
            {countdown.running ? t('promo.countdown', { seconds: countdown.seconds }) : t('promo.sendSms')}
          </button>
        </div>
        <button type="submit" className="promo-button" aria-disabled={busy === 'register'}>
          {content.buttonText}
        </button>
        <p className="promo__agreement">
          {linkPhrases(content.agreementText, [
            { words: t('promo.contractWords'), href: handoffHash('agreement', params, language) },
            { words: t('promo.privacyWords'), href: `${siteConfig.siteUrl}${SITE_PATHS.policy}` },
          ]).map((piece) =>
            piece.href ? (
              <a key={piece.href} href={piece.href}>
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}{' '}
          <span>
            {t('promo.agreementPrefix')}{' '}
            <a href={handoffHash('agreement', params, language)}>{t('promo.agreementLink')}</a>
          </span>
        </p>
      </form>
    </main>
  );
}
