import { STAFF_PASSWORD_MIN } from '@loan/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CallFailedError } from '@/platform/call-failed.ts';
import { requestStaff } from '../api/request-staff.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { QueryState } from '../components/page-state.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { passwordProblem } from '../rules.ts';
import { STAFF_PAGES } from '../staff-paths.ts';
import './sign-in-screen.css';
import './set-password-screen.css';

/** The page a one-time link opens (`/staff/set-password#token=…`): whose link it is, then the new password twice. */
export function SetPasswordScreen() {
  const { t, set } = useConsoleWording();
  // The secret rides in the fragment (`#token=…`), so it never reaches a server log or a Referer.
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const link = useQuery({
    queryKey: ['staff', 'password-link', token],
    queryFn: () => requestStaff('checkPasswordLink', { request: { token } }),
    enabled: token !== '',
  });
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, repeated, STAFF_PASSWORD_MIN);
    if (problem) return setError(t(problem, { min: STAFF_PASSWORD_MIN }));
    setError(undefined);
    try {
      await requestStaff('setPassword', { request: { token, password } });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof CallFailedError ? failure.message : t('staff.failedNetwork'));
    }
  };

  const body = () => {
    if (token === '') return <p className="staff-alert">{t('staff.linkMissing')}</p>;
    if (!link.data) return <QueryState error={link.error} onRetry={() => void link.refetch()} />;
    if (done)
      return (
        <p className="staff-success" role="status">
          {t('staff.passwordSet')} <Link to={STAFF_PAGES.signIn}>{t('staff.signIn')}</Link>
        </p>
      );
    return (
      <form className="staff-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {/* No market is known before sign-in: the expiry reads in the browser's time zone. */}
          {link.data.email} · {new Date(link.data.expiresAt).toLocaleString(set)}
        </p>
        <p className="staff-muted">{t('staff.setPasswordIntro', { min: STAFF_PASSWORD_MIN })}</p>
        <input type="text" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <label className="staff-field">
          <span>{t('staff.newPassword')}</span>
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className="staff-field">
          <span>{t('staff.repeatPassword')}</span>
          <input
            type="password"
            autoComplete="new-password"
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
          />
        </label>
        {error && (
          <p className="staff-alert" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="staff-button staff-button--primary">
          {t('staff.setPassword')}
        </button>
      </form>
    );
  };

  return (
    <main className="staff-alone">
      <div className="staff-card">
        <LanguageSwitch />
        <h1>{t('staff.setPasswordTitle')}</h1>
        {body()}
      </div>
    </main>
  );
}
