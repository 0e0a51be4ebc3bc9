export { AgreementScreen as default } from '@/features/promotion/components/agreement-screen.tsx';
