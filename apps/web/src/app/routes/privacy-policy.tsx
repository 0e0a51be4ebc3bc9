export { PrivacyPolicyScreen as default } from '@/features/legal/components/privacy-policy-screen.tsx';
