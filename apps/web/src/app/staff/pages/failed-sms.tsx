import { FailedSmsScreen } from '@/features/staff/screens/failed-sms-screen.tsx';

export default FailedSmsScreen;
