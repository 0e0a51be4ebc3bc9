export { RegisterScreen as default } from '@/features/promotion/components/register-screen.tsx';
