#!/usr/bin/env node
/**
 * Renders the marketing site's SVG illustrations (apps/web/src/features/site/assets/source/*.svg) to WebP at the widths
 * the pages offer in `srcset`, with Debian's Chromium through Playwright (already a dev dependency of e2e/). Run it after
 * editing an illustration and commit the output; the build only copies the files.
 *
 * Usage: node scripts/site-images.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const assets = join(import.meta.dirname, '../apps/web/src/features/site/assets');
/** A small phone, a phone at 2× to 2.6× (828: 414 CSS pixels at 2×), and a large screen (the banner's 600 px at 2×). */
const WIDTHS = [640, 828, 1280];
const QUALITY = 0.8;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const name of readdirSync(join(assets, 'source')).filter((f) => f.endsWith('.svg'))) {
  const svg = readFileSync(join(assets, 'source', name), 'utf8');
  for (const width of WIDTHS) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
        canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width, quality: QUALITY },
    );
    const out = join(assets, name.replace(/\.svg$/, `-${width}.webp`));
    writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
    console.log(out);
  }
}
await browser.close();
