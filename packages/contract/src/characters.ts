/**
 * Characters as a person counts them: grapheme clusters (an emoji with its skin tone, a letter with its accent, a
 * family of four are one each), not the UTF-16 units `String.length` counts. Every limit on a text a borrower types
 * (the complaint's description) counts with this one function, on the screen and on the server alike.
 */

/**
 * Below U+0300 (where combining marks begin) every code point is a cluster of its own, but for a carriage return
 * followed by a line feed, which is one. Spanish and English text never leaves that range, so it is counted without
 * the segmenter: building the first `Intl.Segmenter` loads the engine's break data, 13–17 ms of one task on a fast
 * machine, which a screen showing a counter would otherwise pay while it hydrates.
 */
const FIRST_COMBINING_MARK = 0x300;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;

/** The characters of a text below the combining marks, or null when it has anything else. */
function simpleCharacters(text: string): string[] | null {
  const all: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= FIRST_COMBINING_MARK) return null;
    if (code === CARRIAGE_RETURN && text.charCodeAt(i + 1) === LINE_FEED) {
      all.push('\r\n');
      i += 1;
    } else all.push(text.charAt(i));
  }
  return all;
}

let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/** The characters of `text`, each a grapheme cluster (code points where the engine has no segmenter). */
export function characters(text: string): string[] {
  const simple = simpleCharacters(text);
  if (simple) return simple;
  const segments = graphemeSegmenter();
  if (!segments) return Array.from(text);
  return Array.from(segments.segment(text), (part) => part.segment);
}

export function characterCount(text: string): number {
  return characters(text).length;
}

/** `text` cut to its first `max` characters, never in the middle of one. */
export function clampCharacters(text: string, max: number): string {
  const all = characters(text);
  return all.length > max ? all.slice(0, max).join('') : text;
}
