import { useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { formatPhone } from '@/platform/input-format.ts';

/** Checks the phone keyboard and the 3-4-4 phone mask. */
export function ContactInput() {
  const { t } = useWording();
  const [phone, setPhone] = useState('');
  return (
    <section className="preview__card" aria-labelledby="preview-contact">
      <h2 id="preview-contact" className="preview__heading">
        {t('preview.contactSection')}
      </h2>
      <div className="preview__field">
        <label htmlFor="preview-contact-phone">{t('preview.fieldContact')}</label>
        <input
          id="preview-contact-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
        />
      </div>
    </section>
  );
}
