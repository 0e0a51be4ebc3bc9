export { SettlementCertificateScreen as default } from '@/features/receipts/components/settlement-certificate-screen.tsx';
