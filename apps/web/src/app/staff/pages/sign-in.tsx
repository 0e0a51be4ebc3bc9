import { SignInScreen } from '@/features/staff/screens/sign-in-screen.tsx';

export default SignInScreen;
