import { PaymentAccountsScreen } from '@/features/staff/screens/payment-accounts-screen.tsx';

export default PaymentAccountsScreen;
