import { AppBadges, SiteSection } from '@/features/site/components/sections.tsx';
import { useSite } from '@/features/site/use-site.ts';

/** Reviews: where borrowers' own ratings are (the app stores); the site shows no testimonials it chose itself. */
export default function UserEvaluatePage() {
  const { text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.reviews.heading}</h1>
      <div className="site-prose">
        {text.reviews.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <SiteSection id="stores" heading={text.reviews.storesHeading}>
        <AppBadges />
      </SiteSection>
    </>
  );
}
