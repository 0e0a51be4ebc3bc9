import type { LendingMarketId } from '@loan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { defaultConsoleWordingToMarket } from '@/platform/console-language.ts';
import { rememberCsrfToken, requestStaff } from '../api/request-staff.ts';
import { STAFF_SESSION_KEY } from '../api/use-staff-session.ts';
import type { StaffWordingKey } from '../i18n/es.ts';
import { STAFF_PAGES } from '../staff-paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useConsoleWording, useSignedIn } from './staff-context.tsx';
import './staff-shell.css';

interface NavItem {
  to: string;
  label: StaffWordingKey;
  adminOnly?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: STAFF_PAGES.queue, label: 'staff.navQueue' },
  { to: STAFF_PAGES.record, label: 'staff.navRecord' },
  { to: STAFF_PAGES.contact, label: 'staff.navContact' },
  { to: STAFF_PAGES.unmatched, label: 'staff.navUnmatched' },
  { to: STAFF_PAGES.refunds, label: 'staff.navRefunds' },
  { to: STAFF_PAGES.reconciliation, label: 'staff.navReconciliation' },
  { to: STAFF_PAGES.failedSms, label: 'staff.navFailedSms' },
  { to: STAFF_PAGES.agents, label: 'staff.navAgents', adminOnly: true },
  { to: STAFF_PAGES.audit, label: 'staff.navAudit', adminOnly: true },
  { to: STAFF_PAGES.paymentAccounts, label: 'staff.navPaymentAccounts', adminOnly: true },
  { to: STAFF_PAGES.tokens, label: 'staff.navTokens' },
];

const MARKET_NAMES = { MX: 'staff.marketMX', IN: 'staff.marketIN' } as const satisfies Record<
  LendingMarketId,
  StaffWordingKey
>;
const ROLE_NAMES = { admin: 'staff.roleAdmin', agent: 'staff.roleAgent' } as const satisfies Record<
  string,
  StaffWordingKey
>;

/** The signed-in frame: who is signed in, the sections, the language, sign-out; the page inside. */
export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useConsoleWording();
  const { session, market } = useSignedIn();
  const { agent } = session;
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // Lists the server worded (complaint types, messages) are asked again in the market's language.
    if (defaultConsoleWordingToMarket(market))
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
  }, [market, client]);
  const signOut = async () => {
    await requestStaff('signOut').catch(() => undefined);
    rememberCsrfToken(undefined);
    client.clear();
    client.setQueryData(STAFF_SESSION_KEY, null);
    navigate(STAFF_PAGES.signIn);
  };
  return (
    <div className="staff-frame">
      <a className="staff-skip" href="#staff-main">
        {t('staff.skipToContent')}
      </a>
      <header className="staff-header">
        <p className="staff-header__brand">{t('staff.appName')}</p>
        <p className="staff-header__who">
          {t('staff.signedInAs', { name: agent.email, market: t(MARKET_NAMES[agent.market]) })} ·{' '}
          {t(ROLE_NAMES[agent.role])}
        </p>
        <LanguageSwitch />
        <button type="button" className="staff-button" onClick={() => void signOut()}>
          {t('staff.signOut')}
        </button>
      </header>
      <nav className="staff-nav" aria-label={t('staff.navMain')}>
        <ul>
          {NAV.filter((item) => !item.adminOnly || agent.role === 'admin').map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === STAFF_PAGES.queue}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export { MARKET_NAMES, ROLE_NAMES };
