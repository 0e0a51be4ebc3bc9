export { BindCardScreen as default } from '@/features/old-repayment/components/bind-card-screen.tsx';
