export { RepayDelayScreen as default } from '@/features/repay-delay/components/repay-delay-screen.tsx';
