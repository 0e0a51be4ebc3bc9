import { CONTACT_FAIL_TOAST_MS } from '@loan/contract';
import { type FormEvent, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { toast } from '@/platform/toast.ts';
import { type ContactValues, isContactComplete } from '../rules.ts';

const EMPTY: ContactValues = { name: '', telephone: '', email: '', remark: '' };

const FIELDS: readonly { key: keyof ContactValues; label: string; type: string; autoComplete: string }[] = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
];

/**
 * The contact form of spec §2 and §5. As the specification says, nothing is sent anywhere: a complete form only shows
 * 'Successful!' and clears, an incomplete one shows 'Please provide complete information!' for 1 s. A real inbox
 * would need a server call and a privacy notice for the data it collects; neither exists in the specification.
 */
export function ContactForm() {
  const { t } = useWording();
  const [values, setValues] = useState<ContactValues>(EMPTY);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isContactComplete(values)) {
      toast.fail(t('contactIncomplete'), CONTACT_FAIL_TOAST_MS);
      return;
    }
    toast.success(t('contactSuccess'));
    setValues(EMPTY);
  };

  const field = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  return (
    // noValidate: the spec's own message is the one shown, not the browser's bubbles.
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      {FIELDS.map(({ key, label, type, autoComplete }) => (
        <div key={key} className="contact-form__field">
          <label htmlFor={`contact-${key}`}>{label}</label>
          <input type={type} autoComplete={autoComplete} {...field(key)} />
        </div>
      ))}
      <div className="contact-form__field">
        <label htmlFor="contact-remark">Remark</label>
        <textarea rows={4} maxLength={1000} {...field('remark')} />
      </div>
      <button type="submit" className="site-button">
        Submit
      </button>
    </form>
  );
}
