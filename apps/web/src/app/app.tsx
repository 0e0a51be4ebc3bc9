import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { ShellEffects } from './shell-effects.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <BrowserRouter>
          <ShellEffects />
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
