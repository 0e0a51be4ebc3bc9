import { Fragment } from 'react';

/**
 * A formatted `YYYY-MM-DD HH:mm:ss` in a table cell: it may wrap between the day and the time, never at a hyphen of the
 * day (`2026-` / `11-27`), so a narrow column reads as two whole lines.
 */
export function DateTime({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ' '}
          <span className="staff-nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
