import { COLLECTION_PROBLEM_TYPE, type Option } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { wordingColumn } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';

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
  const titleColumn = wordingColumn(locale, 'title');
  const rows = await db.query<{ id: number; parent_id: number | null; title: string }>(
    `select id, parent_id, ${titleColumn} as title from complaint_types
      order by parent_id nulls first, position, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    title: r.title,
  }));
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
