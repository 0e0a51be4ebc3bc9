import { COLLECTION_PROBLEM_TYPE, type Option } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { word, wordingColumn } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import { COMPLAINT_TYPE_TITLE } from './messages.ts';

export interface ComplaintType {
  id: number;
  parentId: number | null;
  title: string;
}

/**
 * Every complaint type, titled in the locale's wording, in display order (parents first, then by position). Checks
 * that read no title pass no locale and get English titles.
 */
export async function loadComplaintTypes(
  db: Queryable,
  locale: Pick<Locale, 'wording'> = { wording: 'en' },
): Promise<ComplaintType[]> {
  const rows = await db.query<{ id: number; parent_id: number | null; title: string | null; title_key: string | null }>(
    `select id, parent_id, ${titleColumns(locale, 'complaint_types', 'title')} from complaint_types
      order by parent_id nulls first, position, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    title: typeTitle(locale, r.title_key, r.title) ?? '',
  }));
}

/**
 * The select list reading a complaint type's title from the row `alias` as `name` (its own prose in the locale's
 * wording) and `name_key` (the catalogue's key): what `typeTitle` words.
 */
export function titleColumns(locale: Pick<Locale, 'wording'>, alias: string, name: string): string {
  return `${alias}.title_key as ${name}_key, ${alias}.${wordingColumn(locale, 'title')} as ${name}`;
}

/**
 * A complaint type's title in the locale's wording: the catalogue's under the row's key, else the prose the row holds
 * (a type added without a key); null for no type (an absent sub-type).
 */
export function typeTitle(locale: Pick<Locale, 'wording'>, key: string | null, prose: string | null): string | null {
  if (key === null) return prose;
  if (!Object.hasOwn(COMPLAINT_TYPE_TITLE, key)) throw new Error(`complaint_types: no wording for title_key ${key}`);
  return word(locale, COMPLAINT_TYPE_TITLE[key as keyof typeof COMPLAINT_TYPE_TITLE]);
}

export function typeOptions(types: ComplaintType[]): { problemType: Option[]; problemSonType: Option[] } {
  return {
    problemType: types.filter((t) => t.parentId === null).map((t) => ({ title: t.title, value: t.id })),
    problemSonType: types
      .filter((t) => t.parentId === COLLECTION_PROBLEM_TYPE)
      .map((t) => ({ title: t.title, value: t.id })),
  };
}

export type TypeCheck = { ok: true } | { ok: false; problem: 'typeUnknown' | 'subTypeRequired' | 'subTypeUnknown' };

/**
 * A known pair: a top-level type, with one of its own sub-types when it has any and none when it has none.
 * Pure, so every branch is unit tested.
 */
export function checkTypePair(types: ComplaintType[], typeId: number, subTypeId: number | undefined): TypeCheck {
  const type = types.find((t) => t.id === typeId && t.parentId === null);
  if (!type) return { ok: false, problem: 'typeUnknown' };
  const children = types.filter((t) => t.parentId === typeId);
  if (children.length === 0) return subTypeId === undefined ? { ok: true } : { ok: false, problem: 'subTypeUnknown' };
  if (subTypeId === undefined) return { ok: false, problem: 'subTypeRequired' };
  return children.some((c) => c.id === subTypeId) ? { ok: true } : { ok: false, problem: 'subTypeUnknown' };
}
