import { PrivacyNoticeArticle } from '@/features/legal/components/privacy-notice-article.tsx';
import { useSite } from '@/features/site/use-site.ts';

export default function PolicyPage() {
  const { market, text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.privacyPageHeading}</h1>
      <PrivacyNoticeArticle language={market.wordingSet} showTitle={false} />
    </>
  );
}
