export { AboutUsScreen as default } from '@/features/legal/components/about-us-screen.tsx';
