import { useWording } from '@/i18n/use-wording.ts';
import { callNative, telHref } from '@/platform/bridge.ts';
import type { CustomerServiceContacts } from '../api/get-whatsapp.ts';
import { hasContact, mailtoHref, whatsappUrl } from '../rules.ts';
import './contact-list.css';

export interface ContactListProps {
  contacts: CustomerServiceContacts;
}

/**
 * Phone (used as the WhatsApp number), hotline and e-mail. The links do the browser's part; inside the webview the
 * native app also receives `callPhone` with the number, so the bridge's own browser fallback is skipped.
 */
export function ContactList({ contacts }: ContactListProps) {
  const { t } = useWording();
  const { phone, va, email } = contacts;

  return (
    <>
      <p className="contacts__intro">{t('customerServiceIntro')}</p>
      <ul className="contacts">
        {hasContact(phone) && (
          <li>
            <a
              className="contacts__row"
              href={whatsappUrl(phone)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => callNative('callPhone', phone, { fallback: false })}
            >
              <span className="contacts__icon contacts__icon--whatsapp" aria-hidden="true">
                ✆
              </span>
              <span className="contacts__text">
                <span className="contacts__label">{t('telephone')}</span>
                <span className="contacts__value">{phone}</span>
                <span className="contacts__hint">{t('openWhatsapp')}</span>
              </span>
            </a>
          </li>
        )}
        {hasContact(va) && (
          <li>
            <a
              className="contacts__row"
              href={telHref(va)}
              onClick={() => callNative('callPhone', va, { fallback: false })}
            >
              <span className="contacts__icon contacts__icon--hotline" aria-hidden="true">
                ☎
              </span>
              <span className="contacts__text">
                <span className="contacts__label">{t('hotline')}</span>
                <span className="contacts__value">{va}</span>
                <span className="contacts__hint">{t('callHotline')}</span>
              </span>
            </a>
          </li>
        )}
        {hasContact(email) && (
          <li>
            <a className="contacts__row" href={mailtoHref(email)}>
              <span className="contacts__icon contacts__icon--email" aria-hidden="true">
                ✉
              </span>
              <span className="contacts__text">
                <span className="contacts__label">{t('email')}</span>
                <span className="contacts__value">{email}</span>
                <span className="contacts__hint">{t('sendEmail')}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
