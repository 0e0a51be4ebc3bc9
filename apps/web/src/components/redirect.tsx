import { Navigate } from 'react-router';
import { commonParams } from '@/platform/launch-context.ts';
import { requestScope } from '@/platform/request-scope.ts';

/**
 * Sends the borrower on to another screen at once (a form opened without what it needs). In the browser the router
 * replaces the entry; on the server the page answers a redirect, carrying the launch parameters the server needs to
 * render the next screen for the borrower.
 */
export function Redirect({ to }: { to: string }) {
  if (import.meta.env.SSR) {
    const scope = requestScope();
    if (scope) {
      const launch = new URLSearchParams(commonParams(scope.launch)).toString();
      scope.redirect = launch === '' ? to : `${to}${to.includes('?') ? '&' : '?'}${launch}`;
    }
    return null;
  }
  return <Navigate to={to} replace />;
}
