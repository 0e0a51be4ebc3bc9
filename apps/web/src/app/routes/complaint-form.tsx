export { ComplaintFormScreen as default } from '@/features/complaint/components/complaint-form-screen.tsx';
