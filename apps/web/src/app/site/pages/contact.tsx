import { ContactForm } from '@/features/site/components/contact-form.tsx';
import { Island } from '@/features/site/components/island.tsx';
import { ContactDetails, SiteSection } from '@/features/site/components/sections.tsx';
import { useSite } from '@/features/site/use-site.ts';

export default function ContactPage() {
  const { text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.contactHeading}</h1>
      <ContactDetails />
      <SiteSection id="write-to-us" heading={text.writeToUs}>
        <Island name="contact-form">
          <ContactForm />
        </Island>
      </SiteSection>
    </>
  );
}
