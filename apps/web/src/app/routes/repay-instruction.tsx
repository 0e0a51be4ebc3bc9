export { RepayInstructionScreen as default } from '@/features/repay/instruction/components/repay-instruction-screen.tsx';
