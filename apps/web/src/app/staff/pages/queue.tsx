import { QueueScreen } from '@/features/staff/screens/queue-screen.tsx';

export default QueueScreen;
