export { ComplaintHomeScreen as default } from '@/features/complaint/components/complaint-home-screen.tsx';
