import { LENDING_MARKETS } from '@loan/contract';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { useStaffSession } from '@/features/staff/api/use-staff-session.ts';
import { QueryState } from '@/features/staff/components/page-state.tsx';
import { SignedInContext } from '@/features/staff/components/staff-context.tsx';
import { StaffShell } from '@/features/staff/components/staff-shell.tsx';
import { STAFF_BASENAME, STAFF_PAGES } from '@/features/staff/staff-paths.ts';
import { type PreloadableScreen, preloadableScreen } from '../preloadable-screen.tsx';
import { Providers } from '../providers.tsx';

function Loading() {
  return <p className="staff-muted staff-loading">…</p>;
}

/** A lazily loaded page, waiting for its module in a boundary of its own (preloadable-screen.tsx says why). */
const page = (load: Parameters<typeof preloadableScreen>[0]) => preloadableScreen(load, <Loading />);

interface StaffRoute {
  path: string;
  Page: PreloadableScreen;
}

/** One lazily loaded module per page (src/app/staff/pages/<name>.tsx), each measured by scripts/budget.mjs. */
const SIGNED_IN_PAGES: readonly StaffRoute[] = [
  { path: STAFF_PAGES.queue, Page: page(() => import('./pages/queue.tsx')) },
  { path: STAFF_PAGES.complaint, Page: page(() => import('./pages/complaint.tsx')) },
  { path: STAFF_PAGES.record, Page: page(() => import('./pages/record.tsx')) },
  { path: STAFF_PAGES.contact, Page: page(() => import('./pages/contact-messages.tsx')) },
  { path: STAFF_PAGES.unmatched, Page: page(() => import('./pages/unmatched-payments.tsx')) },
  { path: STAFF_PAGES.refunds, Page: page(() => import('./pages/surplus-refunds.tsx')) },
  { path: STAFF_PAGES.reconciliation, Page: page(() => import('./pages/reconciliation.tsx')) },
  { path: STAFF_PAGES.failedSms, Page: page(() => import('./pages/failed-sms.tsx')) },
  { path: STAFF_PAGES.agents, Page: page(() => import('./pages/agents.tsx')) },
  { path: STAFF_PAGES.paymentAccounts, Page: page(() => import('./pages/payment-accounts.tsx')) },
  { path: STAFF_PAGES.audit, Page: page(() => import('./pages/audit-log.tsx')) },
  { path: STAFF_PAGES.tokens, Page: page(() => import('./pages/api-tokens.tsx')) },
];
const SignIn = page(() => import('./pages/sign-in.tsx'));
const SetPassword = page(() => import('./pages/set-password.tsx'));
const NotFound = page(() => import('./pages/not-found.tsx'));

/** Signed in: the shell around the pages. Not signed in: the sign-in page, coming back here afterwards. */
function SignedInRoutes() {
  const session = useStaffSession();
  const location = useLocation();
  if (session.isPending || session.isError) {
    return (
      <main className="staff-main staff-main--alone">
        <QueryState error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${STAFF_PAGES.signIn}?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  const signedIn = { session: session.data, market: LENDING_MARKETS[session.data.agent.market] };
  return (
    <SignedInContext.Provider value={signedIn}>
      <StaffShell>
        <Routes>
          {SIGNED_IN_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </StaffShell>
    </SignedInContext.Provider>
  );
}

export function StaffApp() {
  return (
    <Providers>
      <BrowserRouter basename={STAFF_BASENAME}>
        <Routes>
          <Route path={STAFF_PAGES.signIn} element={<SignIn />} />
          <Route path={STAFF_PAGES.setPassword} element={<SetPassword />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      </BrowserRouter>
    </Providers>
  );
}
