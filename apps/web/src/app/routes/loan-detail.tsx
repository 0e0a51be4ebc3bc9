export { LoanDetailScreen as default } from '@/features/loan-detail/components/loan-detail-screen.tsx';
