import { SetPasswordScreen } from '@/features/staff/screens/set-password-screen.tsx';

export default SetPasswordScreen;
