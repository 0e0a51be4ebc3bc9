export { ComplaintListScreen as default } from '@/features/complaint/components/complaint-list-screen.tsx';
