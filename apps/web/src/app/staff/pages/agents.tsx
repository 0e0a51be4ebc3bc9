import { AgentsScreen } from '@/features/staff/screens/agents-screen.tsx';

export default AgentsScreen;
