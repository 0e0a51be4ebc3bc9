export { BindCardScreen as default } from '@/features/repay/card/components/bind-card-screen.tsx';
