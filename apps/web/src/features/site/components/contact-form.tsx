import { CONTACT_FAIL_TOAST_MS, CONTACT_MESSAGE_MAX, groupPhone, SITE_PATHS } from '@loan/contract';
import { type FormEvent, useState } from 'react';
import { useWords } from '@/i18n/use-words.ts';
import { toast } from '@/platform/toast.ts';
import { type ContactValues, contactProblem } from '../rules.ts';
import { useSite } from '../use-site.ts';

const EMPTY: ContactValues = { name: '', telephone: '', email: '', remark: '' };

const PROBLEM_WORDING = {
  incomplete: 'contact.incomplete',
  email: 'contact.emailInvalid',
  phone: 'contact.phoneInvalid',
} as const;

/** The page the form is on, as the desk sees it (`/` for the home page's form). */
const sourcePage = () =>
  (Object.values(SITE_PATHS) as string[]).includes(window.location.pathname) ? window.location.pathname : '/';

/**
 * The contact form: an incomplete form shows 'Please provide complete information!' for 1 s (a fail toast); an e-mail
 * or phone that cannot be one is refused with its own message. A valid message is sent to the support desk (kept on the
 * server), and only once it is kept does the form say 'Successful!' and clear.
 */
export function ContactForm() {
  // The words alone: the site has no borrower, so no data layer to ask for one's market (the site's is useSite's).
  const { t } = useWords();
  const { market, text } = useSite();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const words = text.form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = contactProblem(values, market);
    if (problem) {
      toast.fail(t(PROBLEM_WORDING[problem]), problem === 'incomplete' ? CONTACT_FAIL_TOAST_MS : undefined);
      return;
    }
    setSending(true);
    // The HTTP layer and the contract's schemas load on the first send, not with every page of the site.
    const { postContactMessage } = await import('../api/site-api.ts');
    const result = await postContactMessage({
      name: values.name,
      email: values.email,
      phone: values.telephone,
      message: values.remark,
      sourcePage: sourcePage(),
    });
    setSending(false);
    if (!result.ok) return;
    toast.success(t('contact.success'));
    setValues(EMPTY);
  };

  const field = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  return (
    // noValidate: the form's own message is the one shown, not the browser's bubbles.
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label={words.label}>
      <div className="contact-form__field">
        <label htmlFor="contact-name">{words.name}</label>
        <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-telephone">{words.telephone}</label>
        <input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
          aria-describedby="contact-telephone-hint"
          {...field('telephone')}
        />
        <span className="contact-form__hint" id="contact-telephone-hint">
          {words.telephoneHint(groupPhone(market, market.phone.example))}
        </span>
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-email">{words.email}</label>
        <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...field('email')} />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-remark">{words.remark}</label>
        <textarea rows={4} maxLength={CONTACT_MESSAGE_MAX} {...field('remark')} />
      </div>
      <button type="submit" className="site-button" aria-disabled={sending}>
        {sending ? words.sending : words.submit}
      </button>
    </form>
  );
}
