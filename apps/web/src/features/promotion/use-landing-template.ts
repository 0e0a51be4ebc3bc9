import type { CallData, channelTemplate } from '@loan/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadWordingSet } from '@/i18n/wording.ts';
import { launchWordingOverride } from '@/platform/market.ts';
import { loadLandingTemplate } from './api/promotion-api.ts';
import { promoLocale } from './promo-locale.ts';

export type Template = CallData<typeof channelTemplate>;
export type TemplateState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; template: Template };

/**
 * The landing on screen: its template decides the market and wording of every text the landing shows (register,
 * download, agreement, their loading and failure states). Kept for the page's life, so the hand-off to the download
 * and agreement pages does not ask for the template again.
 */
const loaded = new Map<number, Template>();
let current: Template | null = null;
const listeners = new Set<() => void>();

export const currentLanding = (): Template | null => current;
export function subscribeLanding(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function show(template: Template | null) {
  if (template === current) return;
  current = template;
  for (const listener of listeners) listener();
}

/** The template the server rendered the page with, when it did. */
let served: Template | null = null;

/**
 * A landing whose template came with the page (the server rendered it, app/promo/landing-state.ts): its screen's first
 * render is the template's, as the server's was, and it is not asked for again. Replaces a template kept earlier
 * (the server renders the newest edit of a template into each page).
 */
export function showLanding(template: Template): void {
  loaded.set(template.id, template);
  served = template;
  show(template);
}

/**
 * The screen's first state: the template the page came with, as the server rendered it. Any other, even one already
 * loaded, starts from the loading state the built shell shows: the first render hydrates that shell, whose attributes
 * (`aria-busy`) Preact would keep if the first render were the template's.
 */
const firstState = (templateId: number | undefined): TemplateState =>
  served !== null && served.id === templateId ? { status: 'ready', template: served } : { status: 'loading' };

/** The landing's wording set, fetched before its first text shows, so no landing flashes in another language. */
const wordingOf = (template: Template | null) =>
  loadWordingSet(promoLocale(template).wordingSet).catch((error: unknown) =>
    console.error('[i18n] could not load the wording set', error),
  );

/** Loads in flight, by template: the entry starts one before the screen's chunk arrives, the screen joins it. */
const inFlight = new Map<number, Promise<TemplateState>>();

function loadLanding(templateId: number): Promise<TemplateState> {
  const known = loaded.get(templateId);
  if (known) return Promise.resolve({ status: 'ready', template: known });
  let load = inFlight.get(templateId);
  if (!load) {
    // Settled loads leave the map, so a retry after a failure asks again.
    load = fetchLanding(templateId).finally(() => inFlight.delete(templateId));
    inFlight.set(templateId, load);
  }
  return load;
}

/**
 * Starts a landing's calls at once, side by side, when the page starts (app/promo/main.tsx) rather than one after
 * another as its screen's chunk, the template and the form arrive: the template (then its wording set), and the
 * wording set a `language=1|2` names, which does not wait for the template.
 */
export function prefetchLanding(templateId: number | undefined): void {
  const override = launchWordingOverride();
  if (override) void loadWordingSet(override).catch(() => undefined);
  if (templateId !== undefined) void loadLanding(templateId);
}

async function fetchLanding(templateId: number): Promise<TemplateState> {
  const result = await loadLandingTemplate(templateId);
  if (!result.ok || !result.data) {
    await wordingOf(null);
    return { status: 'failed', message: result.message };
  }
  await wordingOf(result.data);
  loaded.set(templateId, result.data);
  return { status: 'ready', template: result.data };
}

/**
 * The landing config of `?id=` (code '00'). The landing is its own small bundle, so this is a plain effect rather than
 * the in-app screens' query cache; the state has the same three branches.
 */
export function useLandingTemplate(templateId: number | undefined, missingMessage: string) {
  const [state, setState] = useState<TemplateState>(() => firstState(templateId));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so a retry runs the load again.
    if (attempt < 0) return;
    if (templateId === undefined) {
      show(null);
      void wordingOf(null).then(() => setState({ status: 'failed', message: missingMessage }));
      return;
    }
    const known = loaded.get(templateId);
    if (known) {
      show(known);
      setState((previous) =>
        previous.status === 'ready' && previous.template === known ? previous : { status: 'ready', template: known },
      );
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadLanding(templateId).then((next) => {
      if (!live) return;
      show(next.status === 'ready' ? next.template : null);
      setState(next);
    });
    return () => {
      live = false;
    };
  }, [templateId, missingMessage, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
