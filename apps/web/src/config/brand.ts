/** Brand of the demo identity; the site configuration (config/site.ts) can replace it at build time. */
export const DEMO_BRAND_NAME = 'Lend H5';

/** Fills the `{brand}` marker of a page's title or description. */
export const withBrand = (text: string, brand: string): string => text.split('{brand}').join(brand);
