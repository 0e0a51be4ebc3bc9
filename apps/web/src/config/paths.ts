import { APP_PATHS, type AppPathKey } from '@loan/contract';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface AppPath {
  /** The router pattern. */
  readonly path: string;
  /** A link to the screen, with the given values as query (empty and missing values are left out). */
  href(params?: QueryParams): string;
}

/** `a=1&b=x` from a record; skips `undefined`, `null` and empty strings. */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

function appPath(path: string): AppPath {
  return {
    path,
    href(params) {
      const query = toQueryString(params);
      return query ? `${path}?${query}` : path;
    },
  };
}

/** Every in-app URL, built from the contract's route table. */
export const paths = Object.fromEntries(Object.entries(APP_PATHS).map(([key, path]) => [key, appPath(path)])) as Record<
  AppPathKey,
  AppPath
>;
