import { ContractScreen } from '@/features/contract/components/contract-screen.tsx';

/** /agony: the period loan agreement of instalment products, one schedule row per period. */
export default function PeriodContractRoute() {
  return <ContractScreen variant="period" />;
}
