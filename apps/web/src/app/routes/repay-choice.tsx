export { RepayChoiceScreen as default } from '@/features/repay/card/components/repay-choice-screen.tsx';
