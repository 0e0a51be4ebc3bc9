export { ConfirmScreen as default } from '@/features/loan-confirm/components/confirm-screen.tsx';
