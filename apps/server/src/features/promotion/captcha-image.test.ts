import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaAnswer, renderCaptchaSvg } from './captcha-image.ts';

describe('captcha image', () => {
  it('draws answers of 4 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i += 1) expect(randomCaptchaAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('renders glyphs as paths, never as text, and differently each time', () => {
    const first = renderCaptchaSvg('AC3K');
    expect(first).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(first).not.toMatch(/<text|<script|AC3K/);
    // 4 glyphs + 3 noise curves.
    expect(first.match(/<path /g)).toHaveLength(7);
    expect(renderCaptchaSvg('AC3K')).not.toBe(first);
  });
});
