import type { LendingMarket } from '@loan/contract';
import { createContext, useContext } from 'react';
import type { StaffSession } from '../api/use-staff-session.ts';
import { type StaffWordingApi, useStaffWording } from '../i18n/staff-wording.ts';

export interface SignedIn {
  session: StaffSession;
  market: LendingMarket;
}

export const SignedInContext = createContext<SignedIn | undefined>(undefined);

/** The signed-in agent, for pages inside the signed-in shell. */
export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn outside the signed-in shell');
  return value;
}

/** Wording with dates and amounts in the signed-in agent's market (the browser's zone outside the shell). */
export function useConsoleWording(): StaffWordingApi {
  return useStaffWording(useContext(SignedInContext)?.market);
}
