/**
 * An amount, already formatted (`money(minor)`), as one unit that never breaks across lines: where a row is too narrow
 * for its label and its amount, the label wraps and the amount stays whole (`.money` in app/utilities.css).
 */
export function Money({ children }: { children: string }) {
  return <span className="money">{children}</span>;
}
