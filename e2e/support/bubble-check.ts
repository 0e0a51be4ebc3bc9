import type { Page } from '@playwright/test';

/**
 * Scrolls the page from top to bottom and, at every position, asks what a finger would hit at each point of the
 * customer-service button were the button not there: only its dock may be under it, never the page's content. Also
 * checks the button is itself on top. Answers what was found under it (empty when nothing).
 */
export function whatIsUnderTheBubble(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const bubble = document.querySelector<HTMLElement>('.cs-bubble');
    const dock = document.querySelector('.cs-dock');
    if (!bubble || !dock) return ['no customer-service button'];
    const found: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; ; y = Math.min(y + 97, max)) {
      window.scrollTo(0, y);
      await frame();
      const box = bubble.getBoundingClientRect();
      const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!centre || !bubble.contains(centre)) found.push(`scroll ${y}: the button is not on top`);
      bubble.style.visibility = 'hidden';
      for (let px = box.left + 1; px < box.right; px += 5) {
        for (let py = box.top + 1; py < box.bottom; py += 5) {
          const under = document.elementFromPoint(px, py);
          if (under && !dock.contains(under)) {
            found.push(
              `scroll ${y}: <${under.tagName.toLowerCase()} class="${under.className}"> "${(under.textContent ?? '').trim().slice(0, 30)}"`,
            );
          }
        }
      }
      bubble.style.visibility = '';
      if (y >= max) break;
    }
    return [...new Set(found)];
  });
}
