import { UnmatchedScreen } from '@/features/staff/screens/unmatched-screen.tsx';

export default UnmatchedScreen;
