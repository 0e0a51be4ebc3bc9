import { ContactForm } from '@/features/site/components/contact-form.tsx';
import { ContactDetails, SiteSection } from '@/features/site/components/sections.tsx';

export default function ContactPage() {
  return (
    <>
      <h1 className="site-page-title">Contact us</h1>
      <ContactDetails />
      <SiteSection id="write-to-us" heading="Write to us">
        <ContactForm />
      </SiteSection>
    </>
  );
}
