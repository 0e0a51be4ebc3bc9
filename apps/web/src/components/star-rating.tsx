import { RATING_STARS } from '@loan/contract';
import { useId } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import styles from './star-rating.module.css';

export interface StarRatingProps {
  /** 0 while no star is chosen, else 1–5. */
  value: number;
  onChange: (stars: number) => void;
  /** The question the stars answer: the group's accessible name. */
  legend: string;
  /** When a dialog's title already asks the question on screen, the legend is left to screen readers. */
  hideLegend?: boolean;
}

const STARS = Array.from({ length: RATING_STARS }, (_, index) => index + 1);

/**
 * 1–5 stars as a radio group: each star is a labelled native radio, so a tap, the arrow keys (which move and choose)
 * and a screen reader all work without script of our own. Styles are a CSS module, so no other screen's class can
 * restyle it.
 */
export function StarRating({ value, onChange, legend, hideLegend = false }: StarRatingProps) {
  const { t } = useWording();
  const name = useId();
  const legendId = useId();
  return (
    <div role="radiogroup" aria-labelledby={legendId}>
      <p id={legendId} className={hideLegend ? 'visually-hidden' : styles.legend}>
        {legend}
      </p>
      <div className={styles.row}>
        {STARS.map((n) => (
          <label key={n} className={n <= value ? `${styles.star} ${styles.on}` : styles.star}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('rating.star', { n })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </div>
  );
}
