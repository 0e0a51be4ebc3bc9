export { GrievanceScreen as default } from '@/features/grievance/components/grievance-screen.tsx';
