import { AboutText, ContactDetails, SiteSection } from '@/features/site/components/sections.tsx';

export default function AboutPage() {
  return (
    <>
      <h1 className="site-page-title">About us</h1>
      <AboutText />
      <SiteSection id="reach-us" heading="Reach us">
        <ContactDetails />
      </SiteSection>
    </>
  );
}
