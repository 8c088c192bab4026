import type { GetListResult, Identifier, RaRecord } from 'react-admin';
import { operatorCall } from '../api/call.ts';
import type { CallBody } from '../api/call.ts';

/**
 * The Promotions screen's side of the data provider (docs/decisions/072): activity instances,
 * listed, read, created and changed through the operator calls; an update sends only what the
 * operator changed.
 */

type Fields = Record<string, unknown>;

export const PROMOTION_FIELDS = [
  'type', 'title', 'rules', 'settings', 'sort', 'startTime', 'endTime', 'enabled', 'budgetTotal', 'claimLimit', 'perPlayerLimit', 'periodLimit',
] as const;

/** Empty inputs mean "no bound" (times) or "unlimited" (budgets): the calls want null. */
function normalised(data: Fields): Fields {
  const out: Fields = {};
  for (const field of PROMOTION_FIELDS) {
    if (!(field in data)) continue;
    const value = data[field];
    out[field] = value === '' || value === undefined ? null : value;
    if (field === 'rules' && out[field] === null) out[field] = '';
  }
  return out;
}

const onePage = <T extends RaRecord>(data: T[]): GetListResult<T> => ({ data, total: data.length });
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const promotionLists = {
  promotions: async () => onePage((await operatorCall('promotionList', { limit: 500 })).list),
};
export const promotionShows = {
  promotions: async (id: Identifier) => {
    const found = (await operatorCall('promotionList', { limit: 500 })).list.find((p) => p.id === Number(id));
    if (!found) throw new Error(`No promotion has the id ${String(id)}`);
    return found;
  },
};
export const promotionCreates = {
  promotions: async (data: Fields) => (await operatorCall('promotionCreate', normalised(data) as CallBody<'promotionCreate'>)).promotion,
};
export const promotionUpdates = {
  promotions: async (id: Identifier, data: Fields, previous: Fields | undefined) => {
    const next = normalised(data);
    const before = previous ? normalised(previous) : {};
    const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => !sameJson(v, before[k])));
    return (await operatorCall('promotionUpdate', { id: Number(id), ...changed } as CallBody<'promotionUpdate'>)).promotion;
  },
};

/** The types the engine runs with their settings schemas (JSON Schema) and defaults. */
export const promotionTypes = () => operatorCall('promotionTypes', {});
