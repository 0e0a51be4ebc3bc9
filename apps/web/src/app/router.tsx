import { type ComponentType, useEffect } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { hydrationSettled } from '@/platform/hydration-steps.tsx';
import { markScreenLive } from '@/platform/screen-live.ts';
import { type PreloadableScreen, preloadableScreen } from './preloadable-screen.tsx';

interface AppRoute {
  path: string;
  /** The screen module's file name under src/app/routes: the server finds its stylesheets in the build manifest. */
  module: string;
  Screen: PreloadableScreen;
}

type ScreenModule = Promise<{ default: ComponentType }>;
const route = (path: string, module: string, load: () => ScreenModule): AppRoute => ({
  path,
  module,
  Screen: preloadableScreen(load, <LoadingSkeleton />),
});

/**
 * One lazily loaded module per screen (src/app/routes/<name>.tsx): a borrower downloads only the screen in front
 * of them. scripts/budget.mjs measures each of these modules by its file name.
 */
const loanDetail = () => import('./routes/loan-detail.tsx');

export const APP_ROUTES: readonly AppRoute[] = [
  route(paths.testPreview.path, 'test-preview', () => import('./routes/test-preview.tsx')),
  route(paths.customerService.path, 'customer-service', () => import('./routes/customer-service.tsx')),
  route(paths.aboutUs.path, 'about-us', () => import('./routes/about-us.tsx')),
  route(paths.privacyPolicy.path, 'privacy-policy', () => import('./routes/privacy-policy.tsx')),
  route(paths.loginFailure.path, 'login-failure', () => import('./routes/login-failure.tsx')),
  route(paths.confirm.path, 'confirm', () => import('./routes/confirm.tsx')),
  // Loan detail and order are one screen: the native app opens either path.
  route(paths.loanDetail.path, 'loan-detail', loanDetail),
  route(paths.order.path, 'loan-detail', loanDetail),
  route(paths.repay.path, 'repay', () => import('./routes/repay.tsx')),
  route(paths.repayDelay.path, 'repay-delay', () => import('./routes/repay-delay.tsx')),
  route(paths.repayInstruction.path, 'repay-instruction', () => import('./routes/repay-instruction.tsx')),
  route(paths.contract.path, 'contract', () => import('./routes/contract.tsx')),
  route(paths.periodContract.path, 'period-contract', () => import('./routes/period-contract.tsx')),
  route(paths.complaint.path, 'complaint', () => import('./routes/complaint.tsx')),
  route(paths.complaintList.path, 'complaint-list', () => import('./routes/complaint-list.tsx')),
  route(paths.complaintForm.path, 'complaint-form', () => import('./routes/complaint-form.tsx')),
  route(paths.complaintDetail.path, 'complaint-detail', () => import('./routes/complaint-detail.tsx')),
  route(paths.repayChoice.path, 'repay-choice', () => import('./routes/repay-choice.tsx')),
  route(paths.bindCard.path, 'bind-card', () => import('./routes/bind-card.tsx')),
  route(paths.grievance.path, 'grievance', () => import('./routes/grievance.tsx')),
  route(paths.receipt.path, 'receipt', () => import('./routes/receipt.tsx')),
  route(
    paths.settlementCertificate.path,
    'settlement-certificate',
    () => import('./routes/settlement-certificate.tsx'),
  ),
];

const NOT_FOUND_MODULE = 'not-found';
const NotFound = preloadableScreen(() => import('./routes/not-found.tsx'), <LoadingSkeleton />);

/** The route a path opens (spec paths are case-sensitive), or the not-found screen's. */
function routeOf(pathname: string): Pick<AppRoute, 'module' | 'Screen'> {
  return (
    APP_ROUTES.find((candidate) => matchPath({ path: candidate.path, caseSensitive: true }, pathname)) ?? {
      module: NOT_FOUND_MODULE,
      Screen: NotFound,
    }
  );
}

/** The screen module a path renders: its name for the build manifest, loaded before the first render uses it. */
export async function loadScreenOf(pathname: string): Promise<string> {
  const { module, Screen } = routeOf(pathname);
  await Screen.preload();
  return module;
}

/** Marks the page once the screen is live in the browser (platform/screen-live.ts). */
function ScreenLive() {
  useEffect(() => {
    // Hydration runs in steps: the screen is live once its last part is.
    void hydrationSettled().then(markScreenLive);
  }, []);
  return null;
}

/** Each screen waits for its module in a boundary of its own (preloadable-screen.tsx), never in one shared here. */
export function AppRoutes() {
  return (
    <>
      <Routes>
        {APP_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} caseSensitive element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <ScreenLive />
    </>
  );
}
