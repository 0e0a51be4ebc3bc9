import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { mayRefetchOnMount } from './served-with-page.ts';

/**
 * Server state lives in TanStack Query. The request helpers already toast every failure, so queries do not retry
 * on their own (that would toast again); screens offer a retry button instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, refetchOnMount: mayRefetchOnMount },
      mutations: { retry: false },
    },
  });
}

export interface ProvidersProps {
  /** A client that already holds data (the server's render, or the state it sent); a new one by default. */
  client?: QueryClient;
  children: ReactNode;
}

export function Providers({ client, children }: ProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
