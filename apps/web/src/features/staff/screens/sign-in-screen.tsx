import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallFailedError } from '@/platform/call-failed.ts';
import { rememberCsrfToken, requestStaff } from '../api/request-staff.ts';
import { STAFF_SESSION_KEY } from '../api/use-staff-session.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useConsoleWording } from '../components/staff-context.tsx';
import { safeNextPath } from '../rules.ts';
import './sign-in-screen.css';

/** E-mail and password; the server locks the account after repeated wrong passwords and says so. */
export function SignInScreen() {
  const { t } = useConsoleWording();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const session = await requestStaff('signIn', { request: { email, password } });
      rememberCsrfToken(session.csrfToken);
      client.setQueryData(STAFF_SESSION_KEY, session);
      navigate(safeNextPath(search.get('next')), { replace: true });
    } catch (failure) {
      setError(failure instanceof CallFailedError ? failure.message : t('staff.failedNetwork'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="staff-alone">
      <div className="staff-card">
        <LanguageSwitch />
        <h1>{t('staff.signInTitle')}</h1>
        <form onSubmit={(event) => void submit(event)} className="staff-form" noValidate>
          <label className="staff-field">
            <span>{t('staff.email')}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <label className="staff-field">
            <span>{t('staff.password')}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          {error && (
            <p id={errorId} className="staff-alert" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
            {busy ? t('staff.signingIn') : t('staff.signIn')}
          </button>
        </form>
      </div>
    </main>
  );
}
