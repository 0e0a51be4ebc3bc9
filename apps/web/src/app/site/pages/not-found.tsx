import { useSite } from '@/features/site/use-site.ts';

/** An address with no page (the server sends it with a 404 status). */
export default function NotFoundPage() {
  const { text } = useSite();
  return (
    <>
      <h1 className="site-page-title">{text.notFound.heading}</h1>
      <p className="site-prose">{text.notFound.text}</p>
      <p>
        <a className="site-button" href="/">
          {text.notFound.home}
        </a>
      </p>
    </>
  );
}
