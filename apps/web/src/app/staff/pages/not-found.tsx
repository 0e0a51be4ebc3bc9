import { NotFoundScreen } from '@/features/staff/screens/not-found-screen.tsx';

export default NotFoundScreen;
