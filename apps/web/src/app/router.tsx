import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { paths } from '@/config/paths.ts';

interface AppRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
}

/**
 * One lazily loaded module per screen (src/app/routes/<name>.tsx): a borrower downloads only the screen in front
 * of them. scripts/budget.mjs measures each of these modules by its file name.
 */
const LoanDetail = lazy(() => import('./routes/loan-detail.tsx'));

export const APP_ROUTES: readonly AppRoute[] = [
  { path: paths.testPreview.path, Screen: lazy(() => import('./routes/test-preview.tsx')) },
  { path: paths.customerService.path, Screen: lazy(() => import('./routes/customer-service.tsx')) },
  { path: paths.aboutUs.path, Screen: lazy(() => import('./routes/about-us.tsx')) },
  { path: paths.privacyPolicy.path, Screen: lazy(() => import('./routes/privacy-policy.tsx')) },
  { path: paths.loginFailure.path, Screen: lazy(() => import('./routes/login-failure.tsx')) },
  { path: paths.confirm.path, Screen: lazy(() => import('./routes/confirm.tsx')) },
  // Loan detail and order are one screen (spec §2).
  { path: paths.loanDetail.path, Screen: LoanDetail },
  { path: paths.order.path, Screen: LoanDetail },
  { path: paths.repay.path, Screen: lazy(() => import('./routes/repay.tsx')) },
  { path: paths.repayDelay.path, Screen: lazy(() => import('./routes/repay-delay.tsx')) },
  { path: paths.repayInstruction.path, Screen: lazy(() => import('./routes/repay-instruction.tsx')) },
  { path: paths.contract.path, Screen: lazy(() => import('./routes/contract.tsx')) },
  { path: paths.periodContract.path, Screen: lazy(() => import('./routes/period-contract.tsx')) },
  { path: paths.complaint.path, Screen: lazy(() => import('./routes/complaint.tsx')) },
  { path: paths.complaintList.path, Screen: lazy(() => import('./routes/complaint-list.tsx')) },
  { path: paths.complaintForm.path, Screen: lazy(() => import('./routes/complaint-form.tsx')) },
  { path: paths.complaintDetail.path, Screen: lazy(() => import('./routes/complaint-detail.tsx')) },
  { path: paths.repayChoice.path, Screen: lazy(() => import('./routes/repay-choice.tsx')) },
  { path: paths.bindCard.path, Screen: lazy(() => import('./routes/bind-card.tsx')) },
  { path: paths.grievance.path, Screen: lazy(() => import('./routes/grievance.tsx')) },
  { path: paths.receipt.path, Screen: lazy(() => import('./routes/receipt.tsx')) },
  { path: paths.settlementCertificate.path, Screen: lazy(() => import('./routes/settlement-certificate.tsx')) },
];

const NotFound = lazy(() => import('./routes/not-found.tsx'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      <Routes>
        {APP_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
