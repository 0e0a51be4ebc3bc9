import type { DetailRow } from '@loan/contract';
import { useWording } from '@/i18n/use-wording.ts';
import { HydrateLater } from '@/platform/hydration-steps.tsx';
import { visibleRows } from './detail-rows.ts';
import './detail-list.css';
import { Money } from '@/components/money.tsx';

export interface DetailListProps {
  rows: readonly DetailRow[];
  /** Accessible name of the list. */
  label: string;
}

/**
 * Label/value rows of a loan; money rows are formatted here from minor units, empty and zero rows are left out.
 * Nothing in it is tapped: it is hydrated in a step of its own.
 */
export function DetailList(props: DetailListProps) {
  return (
    <HydrateLater>
      <Rows {...props} />
    </HydrateLater>
  );
}

function Rows({ rows, label }: DetailListProps) {
  const { money } = useWording();
  return (
    <dl className="detail-list" aria-label={label}>
      {visibleRows(rows).map((row) => (
        <div key={row.text} className="detail-list__row">
          <dt>{row.text}</dt>
          <dd>{row.format === 'money' ? <Money>{money(row.value)}</Money> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
