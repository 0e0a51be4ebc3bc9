export { LoginFailureScreen as default } from '@/features/login-failure/components/login-failure-screen.tsx';
