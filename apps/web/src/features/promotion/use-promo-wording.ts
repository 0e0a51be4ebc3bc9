import { promoWordingSetFromLanguage, type WordingSet } from '@loan/contract';
import { useWording, type WordingApi } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';

/** The landing's wording set: the spec's Chinese by default, `language=1|2` English or Spanish (DESIGN.md). */
export function promoWordingSet(): WordingSet {
  return promoWordingSetFromLanguage(getLaunchContext().language);
}

export function usePromoWording(): WordingApi {
  return useWording(promoWordingSet());
}
