export { RepayScreen as default } from '@/features/repay/repay/components/repay-screen.tsx';
