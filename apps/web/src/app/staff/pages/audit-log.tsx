import { AuditScreen } from '@/features/staff/screens/audit-screen.tsx';

export default AuditScreen;
