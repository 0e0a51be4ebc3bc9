import { ComplaintScreen } from '@/features/staff/screens/complaint-screen.tsx';

export default ComplaintScreen;
