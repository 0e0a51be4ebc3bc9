import { ReconciliationScreen } from '@/features/staff/screens/reconciliation-screen.tsx';

export default ReconciliationScreen;
