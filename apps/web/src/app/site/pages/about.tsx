import { AboutText, ContactDetails, SiteSection } from '@/features/site/components/sections.tsx';
import { useSite } from '@/features/site/use-site.ts';

export default function AboutPage() {
  const { text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.aboutHeading}</h1>
      <AboutText />
      <SiteSection id="reach-us" heading={text.reachUs}>
        <ContactDetails />
      </SiteSection>
    </>
  );
}
