import type { ChangeEvent } from 'react';

/**
 * What a masked field (digits only, grouped digits) keeps of what was typed, written back into the field. Preact
 * leaves the typed text on screen when the state does not change: a letter in a digits-only field cleans to the value
 * the state already has, so nothing re-renders and the letter stayed. The field shows what the state keeps.
 */
export function maskedValue(event: ChangeEvent<HTMLInputElement>, mask: (typed: string) => string): string {
  const field = event.currentTarget;
  const kept = mask(field.value);
  if (field.value !== kept) field.value = kept;
  return kept;
}
