import { useWording } from '@/i18n/use-wording.ts';
import { type PreviewValues, publicLinks } from '../rules.ts';

/**
 * The public pages (marketing site, promotion landing). A section of its own rather than part of the screen links:
 * these pages take no borrower parameters.
 */
export function PublicLinks({ values }: { values: PreviewValues }) {
  const { t } = useWording();
  return (
    <section className="preview__card" aria-labelledby="preview-public-links">
      <h2 id="preview-public-links" className="preview__heading">
        {t('site.previewPublicSection')}
      </h2>
      <ul className="preview__links">
        {publicLinks(values).map((link) => (
          <li key={link.id}>
            <a href={link.href}>
              <span>{link.label}</span>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
