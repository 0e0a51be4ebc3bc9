import { RATING_STARS } from '@loan/contract';
import { useWording } from '@/i18n/use-wording.ts';

export interface StarRatingProps {
  value: number;
  onChange: (stars: number) => void;
}

/** 1–5 stars as a radio group: each star is a labelled choice, usable by touch, keyboard and screen reader. */
export function StarRating({ value, onChange }: StarRatingProps) {
  const { t } = useWording();
  return (
    <fieldset className="stars">
      <legend className="stars__legend">{t('confirm.ratingTitle')}</legend>
      {Array.from({ length: RATING_STARS }, (_, index) => index + 1).map((stars) => (
        <label key={stars} className={`stars__star${stars <= value ? ' stars__star--on' : ''}`}>
          <input
            type="radio"
            name="rating"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={t('confirm.ratingStar', { n: stars })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
