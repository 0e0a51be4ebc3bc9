import { isJsonObject, readScriptBlockJson, scriptBlockJson } from '@loan/contract';
import type { Template } from '@/features/promotion/use-landing-template.ts';

/**
 * What the server's render of the landing (`promo.html?id=1`) hands the browser: the template it rendered with, so
 * the browser's first render is the server's (hydration) without asking for the template again. It travels in the
 * page's `<script type="application/json" id="server-state">` block, as the in-app screens' state does.
 */
export interface LandingState {
  template: Template;
}

export const serializeLandingState = (state: LandingState): string => scriptBlockJson(state);

/**
 * The block's content, when it has the shape the server writes. Checked by hand rather than with the contract's
 * schema: this runs before the first render, and the landing's first download stays small.
 */
export function parseLandingState(text: string | null | undefined): LandingState | undefined {
  const value = readScriptBlockJson(text);
  if (!value || !isJsonObject(value.template)) return undefined;
  const { id, market, wording, content } = value.template;
  if (typeof id !== 'number' || typeof market !== 'string' || typeof wording !== 'string' || !isJsonObject(content)) {
    return undefined;
  }
  return value as unknown as LandingState;
}
