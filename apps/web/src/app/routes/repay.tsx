export { RepayScreen as default } from '@/features/repay/components/repay-screen.tsx';
