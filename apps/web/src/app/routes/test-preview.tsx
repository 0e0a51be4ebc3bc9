export { TestPreviewScreen as default } from '@/features/test-preview/components/test-preview-screen.tsx';
