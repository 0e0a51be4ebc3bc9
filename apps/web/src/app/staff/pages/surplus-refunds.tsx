import { RefundsScreen } from '@/features/staff/screens/refunds-screen.tsx';

export default RefundsScreen;
