export { RepayDelayScreen as default } from '@/features/repay/extension/components/repay-delay-screen.tsx';
