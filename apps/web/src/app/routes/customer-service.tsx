export { CustomerServiceScreen as default } from '@/features/customer-service/components/customer-service-screen.tsx';
