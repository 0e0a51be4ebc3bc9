export { DownloadScreen as default } from '@/features/promotion/components/download-screen.tsx';
