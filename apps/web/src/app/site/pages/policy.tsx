import { PrivacyNoticeArticle } from '@/features/legal/components/privacy-notice-article.tsx';

export default function PolicyPage() {
  return (
    <>
      <h1 className="site-page-title">Privacy notice</h1>
      <PrivacyNoticeArticle language="en" showTitle={false} />
    </>
  );
}
