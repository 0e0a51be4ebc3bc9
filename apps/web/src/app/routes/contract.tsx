import { ContractScreen } from '@/features/contract/components/contract-screen.tsx';

export default function ContractRoute() {
  return <ContractScreen variant="note" />;
}
