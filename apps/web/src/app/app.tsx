import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { HydrateLater } from '@/platform/hydration-steps.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { ShellEffects } from './shell-effects.tsx';

interface AppFrameProps {
  queryClient: QueryClient;
  /** The router: the browser's history in the browser, a fixed location on the server. */
  children: ReactNode;
}

/** What the browser and the server render alike around the router. */
export function AppFrame({ queryClient, children }: AppFrameProps) {
  return (
    <ErrorBoundary>
      <Providers client={queryClient}>{children}</Providers>
    </ErrorBoundary>
  );
}

export function AppScreens() {
  return (
    <>
      <ShellEffects />
      <AppRoutes />
    </>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>
        {/* The routes and the screen are hydrated in steps after the app's frame (platform/hydration-steps.tsx). */}
        <HydrateLater>
          <AppScreens />
        </HydrateLater>
      </BrowserRouter>
    </AppFrame>
  );
}
