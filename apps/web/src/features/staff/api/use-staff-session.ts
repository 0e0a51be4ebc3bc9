import { LENDING_MARKETS, type LendingMarket, type StaffData } from '@loan/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CallFailedError } from '@/platform/call-failed.ts';
import { onStaffUnauthorized, rememberCsrfToken, requestStaff } from './request-staff.ts';

export const STAFF_SESSION_KEY = ['staff', 'session'] as const;
export type StaffSession = StaffData<'session'>;

/** The signed-in agent, or `null` when nobody is (401); the CSRF token is remembered for the changes that follow. */
async function fetchSession(): Promise<StaffSession | null> {
  try {
    const session = await requestStaff('session');
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof CallFailedError && error.status === 401) {
      rememberCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

export function useStaffSession() {
  const client = useQueryClient();
  // A call answered 401 (idle time-out, disabled): ask again, which shows the sign-in page.
  useEffect(() => onStaffUnauthorized(() => void client.invalidateQueries({ queryKey: STAFF_SESSION_KEY })), [client]);
  return useQuery({ queryKey: STAFF_SESSION_KEY, queryFn: fetchSession, staleTime: Number.POSITIVE_INFINITY });
}

/** The market whose time zone and currency the agent reads. */
export function marketOfAgent(session: StaffSession | null | undefined): LendingMarket | undefined {
  return session ? LENDING_MARKETS[session.agent.market] : undefined;
}
