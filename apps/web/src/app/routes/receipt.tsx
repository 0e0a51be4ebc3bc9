export { ReceiptScreen as default } from '@/features/receipts/components/receipt-screen.tsx';
