import { type ContractRecord, contractDetail } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadScreenData } from '@/platform/call-failed.ts';
import type { ContractSubject } from '../rules.ts';

export async function fetchContract(subject: ContractSubject): Promise<ContractRecord> {
  return loadScreenData(contractDetail, subject);
}

export const contractQuery = (subject: ContractSubject) =>
  queryOptions({ queryKey: ['contract', subject], queryFn: () => fetchContract(subject) });

export function useContract(subject: ContractSubject) {
  return useQuery(contractQuery(subject));
}
