/** Comments mark where the server's render waited for a lazy part; the browser may drop them as it hydrates. */
export const withoutComments = (markup: string) => markup.replace(/<!--[\s\S]*?-->/g, '');

const CONTEXT = 80;

/** Where two markups first differ, with some context from each (enough to find the component); null if equal. */
export function firstDifference(sent: string, rendered: string): string | null {
  if (sent === rendered) return null;
  let at = 0;
  while (at < sent.length && sent[at] === rendered[at]) at++;
  const from = Math.max(0, at - CONTEXT);
  return `at ${at}: server …${sent.slice(from, at + CONTEXT)}… browser …${rendered.slice(from, at + CONTEXT)}…`;
}
