import { RecordScreen } from '@/features/staff/screens/record-screen.tsx';

export default RecordScreen;
