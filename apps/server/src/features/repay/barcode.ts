import bwipjs from '@bwip-js/node';

/** SVG units per narrow bar; the image scales in the browser, so this only sets the proportions. */
export const BARCODE_MODULE = 2;

/**
 * A Code 128 barcode of a voucher reference as SVG, drawn by bwip-js (a port of Barcode Writer in Pure PostScript).
 * Numeric references are encoded in code set C (two digits per symbol), which keeps the bars wide enough for store
 * scanners at phone-screen sizes. A white background and quiet zones of 10 modules make it readable on any page.
 */
export function code128Svg(text: string): string {
  return bwipjs.toSVG({
    bcid: 'code128',
    text,
    scale: BARCODE_MODULE,
    height: 14,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
}
