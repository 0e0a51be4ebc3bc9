import { digitGroups } from './repay-channel-rules.ts';
import './grouped-code.css';

/**
 * A reference or CLABE shown in groups of 4 for reading. The gaps are margins, not spaces, so selecting the code and
 * copying it by hand also gives the bare digits.
 */
export function GroupedCode({ code, className = '' }: { code: string; className?: string }) {
  return (
    <span className={`grouped-code ${className}`.trim()}>
      {digitGroups(code).map((group, index) => (
        // Groups repeat ("0000"): their position is their identity.
        <span key={index} className="grouped-code__group">
          {group}
        </span>
      ))}
    </span>
  );
}
