import approved from '../assets/banner-approved.svg';
import overdue from '../assets/banner-overdue.svg';
import rejected from '../assets/banner-rejected.svg';
import repaying from '../assets/banner-repaying.svg';
import reviewing from '../assets/banner-reviewing.svg';
import settled from '../assets/banner-settled.svg';
import { type BannerKey, bannerFor } from '../rules.ts';

const PICTURES: Record<BannerKey, string> = { reviewing, approved, rejected, repaying, overdue, settled };

export interface StatusBannerProps {
  orderStatus: number;
  title: string;
  description: string;
}

/** The status picture and the server's texts for it. */
export function StatusBanner({ orderStatus, title, description }: StatusBannerProps) {
  const banner = bannerFor(orderStatus);
  return (
    <section className={`status-banner status-banner--${banner}`} aria-labelledby="status-title">
      {/* The texts say what the picture shows. */}
      <img src={PICTURES[banner]} alt="" width={96} height={96} data-banner={banner} />
      <h2 id="status-title" className="status-banner__title">
        {title}
      </h2>
      <p className="status-banner__text">{description}</p>
    </section>
  );
}
