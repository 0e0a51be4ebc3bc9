import type { WordingKey } from '@/i18n/es.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative, telHref } from '@/platform/bridge.ts';
import type { CustomerServiceContacts } from '../api/get-whatsapp.ts';
import { hasContact, mailtoHref, whatsappUrl } from '../rules.ts';
import './contact-list.css';

export interface ContactListProps {
  contacts: CustomerServiceContacts;
}

interface ContactRowProps {
  href: string;
  value: string;
  kind: 'whatsapp' | 'hotline' | 'email';
  icon: string;
  label: WordingKey;
  hint: WordingKey;
  /** Also ask the native app to dial this number (inside the webview). */
  dial?: boolean;
  external?: boolean;
}

function ContactRow({ href, value, kind, icon, label, hint, dial = false, external = false }: ContactRowProps) {
  const { t } = useWording();
  if (!hasContact(value)) return null;
  return (
    <li>
      <a
        className="contacts__row"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={dial ? () => callNative('callPhone', value, { fallback: false }) : undefined}
      >
        <span className={`contacts__icon contacts__icon--${kind}`} aria-hidden="true">
          {icon}
        </span>
        <span className="contacts__text">
          <span className="contacts__label">{t(label)}</span>
          <span className="contacts__value">{value}</span>
          <span className="contacts__hint">{t(hint)}</span>
        </span>
      </a>
    </li>
  );
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
      <p className="contacts__intro">{t('service.intro')}</p>
      <ul className="contacts">
        <ContactRow
          href={whatsappUrl(phone)}
          value={phone}
          kind="whatsapp"
          icon="✆"
          label="service.telephone"
          hint="service.openWhatsapp"
          dial
          external
        />
        <ContactRow
          href={telHref(va)}
          value={va}
          kind="hotline"
          icon="☎"
          label="service.hotline"
          hint="service.callHotline"
          dial
        />
        <ContactRow
          href={mailtoHref(email)}
          value={email}
          kind="email"
          icon="✉"
          label="service.email"
          hint="service.sendEmail"
        />
      </ul>
    </>
  );
}
