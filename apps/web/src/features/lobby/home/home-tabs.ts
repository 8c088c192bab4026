import { HomeTab } from '@casino/contract';

/** The selected home tab: Home (0), Collect (101) or a game type id, with a brand for type tabs. */
export interface HomeSelection {
  tab: number;
  /** The brand sub-tab of a type tab; null for "all brands". */
  brandId: number | null;
}

export const HOME_SELECTION: HomeSelection = { tab: HomeTab.Home, brandId: null };

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * §2: the home tab resets to Home on load, unless the address carries a typeId (coming back
 * from a game): that type's tab then opens, with brandId preselected when the type has it.
 * Ids that are not shown (an old link, a type switched off) fall back to Home / all brands.
 */
export function initialSelection(
  query: URLSearchParams,
  typeIds: readonly number[],
  brandIdsOfType: (typeId: number) => readonly number[],
): HomeSelection {
  const typeId = positiveInt(query.get('typeId'));
  if (typeId === HomeTab.Collect) return { tab: HomeTab.Collect, brandId: null };
  if (typeId === null || !typeIds.includes(typeId)) return HOME_SELECTION;
  const brandId = positiveInt(query.get('brandId'));
  return { tab: typeId, brandId: brandId !== null && brandIdsOfType(typeId).includes(brandId) ? brandId : null };
}

/** The query that brings the player back to this selection (none for Home). */
export function selectionQuery(selection: HomeSelection): string {
  if (selection.tab === HomeTab.Home) return '';
  const params = new URLSearchParams({ typeId: String(selection.tab) });
  if (selection.brandId !== null) params.set('brandId', String(selection.brandId));
  return `?${params.toString()}`;
}
