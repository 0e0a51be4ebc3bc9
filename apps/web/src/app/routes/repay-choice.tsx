export { RepayChoiceScreen as default } from '@/features/old-repayment/components/repay-choice-screen.tsx';
