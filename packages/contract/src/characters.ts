/**
 * Characters as a person counts them: grapheme clusters (an emoji with its skin tone, a letter with its accent, a
 * family of four are one each), not the UTF-16 units `String.length` counts. Every limit on a text a borrower types
 * (the complaint's description) counts with this one function, on the screen and on the server alike.
 */
const segmenter =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** The characters of `text`, each a grapheme cluster (code points where the engine has no segmenter). */
export function characters(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function characterCount(text: string): number {
  return characters(text).length;
}

/** `text` cut to its first `max` characters, never in the middle of one. */
export function clampCharacters(text: string, max: number): string {
  const all = characters(text);
  return all.length > max ? all.slice(0, max).join('') : text;
}
