import { describe, expect, it } from 'vitest';
import {
  imagePreloadLink,
  inlinedStylesheet,
  inlineStyles,
  withFirstInHead,
  withInlineStylesheets,
} from './server-render.ts';

describe('imagePreloadLink', () => {
  it('preloads the first image marked high priority, with the srcset and sizes it picks from', () => {
    const markup =
      '<p>x</p><img src="/a-640.webp" srcset="/a-640.webp 640w, /a-1280.webp 1280w" sizes="100vw" fetchPriority="high" class="b"/>' +
      '<img src="/later.svg" fetchpriority="high">';
    expect(imagePreloadLink(markup)).toBe(
      '<link rel="preload" as="image" href="/a-640.webp" imagesrcset="/a-640.webp 640w, /a-1280.webp 1280w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads a single file by its src, and nothing when no image is marked', () => {
    expect(imagePreloadLink('<button><img src="/code/1.svg" alt="" height="44" fetchPriority="high"/></button>')).toBe(
      '<link rel="preload" as="image" href="/code/1.svg" fetchpriority="high">',
    );
    expect(imagePreloadLink('<img src="/logo.svg" alt="OXXO">')).toBeNull();
  });
});

describe('withFirstInHead', () => {
  it('puts the link after the viewport, which the sizes are read against', () => {
    expect(
      withFirstInHead(
        '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><link a></head>',
        '<link>',
      ),
    ).toBe('<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><link><link a></head>');
  });

  it('puts the link right after the character set without a viewport, else first in the head', () => {
    expect(withFirstInHead('<head><meta charset="UTF-8" /><title>t</title></head>', '<link>')).toBe(
      '<head><meta charset="UTF-8" /><link><title>t</title></head>',
    );
    expect(withFirstInHead('<html><head><title>t</title></head>', '<link>')).toBe(
      '<html><head><link><title>t</title></head>',
    );
    expect(() => withFirstInHead('<title>t</title>', '<link>')).toThrow(/no head/);
  });
});

describe('withInlineStylesheets', () => {
  const css: Record<string, string> = {
    '/assets/a.css': '.a{color:red}',
    '/assets/b.css': '@media print{.b{display:none}}',
  };
  const page =
    '<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"><link rel="icon" href="/i.svg"></head>';

  it('puts each linked stylesheet in a style element, in order, with a disabled link to its file', () => {
    const inlined = withInlineStylesheets(page, (href) => css[href] ?? '');
    expect(inlined).toBe(
      '<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled><style>@media print{.b{display:none}}</style><link rel="stylesheet" href="/assets/b.css" disabled><link rel="icon" href="/i.svg"></head>',
    );
    expect(inlineStyles(inlined)).toEqual(['.a{color:red}', '@media print{.b{display:none}}']);
    expect(inlineStyles(page)).toEqual([]);
  });

  it('refuses CSS that would end its style element early', () => {
    expect(() => inlinedStylesheet('/assets/x.css', 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
    expect(() => inlinedStylesheet('/assets/x.css', '.a{}\r\n.b{}')).toThrow(/cannot be inlined/);
  });
});
