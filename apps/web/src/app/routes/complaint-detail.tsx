export { ComplaintDetailScreen as default } from '@/features/complaint/components/complaint-detail-screen.tsx';
