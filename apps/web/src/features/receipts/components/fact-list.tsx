import { Money } from '@/components/money.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import type { Fact } from '../rules.ts';

/** Label/value lines of a receipt or certificate; money formatted here from minor units with the set's symbol. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label: string }) {
  const { t, money } = useWording();
  return (
    <dl className="printable__facts" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="printable__fact">
          <dt>{t(fact.label)}</dt>
          <dd>{'money' in fact ? <Money>{money(fact.money)}</Money> : fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
