import { TokensScreen } from '@/features/staff/screens/tokens-screen.tsx';

export default TokensScreen;
