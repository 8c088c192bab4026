import type {
  CreateParams, DataProvider, DeleteParams, GetListParams, GetListResult, GetOneParams, Identifier, RaRecord, UpdateParams,
} from 'react-admin';
import { operatorCall } from '../api/call.ts';
import type { CallBody } from '../api/call.ts';
import { catalogCreates, catalogDeletes, catalogLists, catalogShows, catalogUpdates } from '../catalog/catalog-data.ts';
import { promotionCreates, promotionLists, promotionShows, promotionTypes, promotionUpdates } from '../promotions/promotions-data.ts';

/**
 * react-admin's data provider over the operator calls: each console resource maps its list, show,
 * create, update and delete to one call, and the screens' actions (ban, approve, reject ...) are named methods
 * here, so no screen builds a request of its own. The server pages and filters; the console asks
 * for at most one page and shows what came back.
 */

type Filter = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A list the server answered in one page: react-admin pages nothing further. */
function onePage<T extends RaRecord>(data: T[]): GetListResult<T> {
  return { data, total: data.length };
}

/** The audit log pages by cursor (beforeId): page n is reached by walking from the newest row. */
async function auditPage(filter: Filter, page: number, perPage: number): Promise<GetListResult> {
  const limit = Math.min(200, Math.max(1, perPage));
  const base: CallBody<'auditList'> = {
    operator: text(filter.operator), playerId: positiveInt(filter.playerId), action: text(filter.action), limit,
  };
  let beforeId: number | undefined;
  for (let p = 1; ; p++) {
    const { list, nextBeforeId } = await operatorCall('auditList', { ...base, ...(beforeId ? { beforeId } : {}) });
    if (p >= page || nextBeforeId === null) {
      return { data: p === page ? list : [], pageInfo: { hasPreviousPage: page > 1, hasNextPage: p === page && nextBeforeId !== null } };
    }
    beforeId = nextBeforeId;
  }
}

const lists: Record<string, (filter: Filter, params: GetListParams) => Promise<GetListResult>> = {
  ...catalogLists,
  ...promotionLists,
  async players(filter, params) {
    const query = text(filter.q);
    // No query: nothing to search for yet (the screen says so).
    if (!query) return onePage([]);
    const { list } = await operatorCall('playerSearch', { query, limit: Math.min(50, params.pagination?.perPage ?? 25) });
    return onePage(list);
  },
  async withdrawals(filter) {
    const status = text(filter.status) as CallBody<'withdrawalList'>['status'];
    const { list } = await operatorCall('withdrawalList', { status, limit: 200 });
    return onePage(list.map((w) => ({ ...w, id: w.orderId })));
  },
  async kyc(filter) {
    const status = text(filter.status) as CallBody<'kycList'>['status'];
    const { list } = await operatorCall('kycList', { status, limit: 200 });
    return onePage(list);
  },
  audit: (filter, params) => auditPage(filter, params.pagination?.page ?? 1, params.pagination?.perPage ?? 50),
  async operators() {
    const { list } = await operatorCall('operatorList', {});
    return onePage(list);
  },
  async adjustments(filter) {
    const status = text(filter.status) as CallBody<'adjustmentList'>['status'];
    const { list, approvalOver } = await operatorCall('adjustmentList', { status, playerId: positiveInt(filter.playerId), limit: 200 });
    // The approval amount rides along for the screen's header (useListContext().meta).
    return { ...onePage(list), meta: { approvalOver } };
  },
  async mail() {
    const { list } = await operatorCall('mailSendList', { limit: 200 });
    return onePage(list);
  },
};

const shows: Record<string, (id: Identifier) => Promise<RaRecord>> = {
  ...catalogShows,
  ...promotionShows,
  async players(id) {
    const profile = await operatorCall('playerProfile', { playerId: Number(id) });
    return { id: profile.player.id, ...profile };
  },
  async kyc(id) {
    const { submission } = await operatorCall('kycShow', { submissionId: Number(id) });
    return submission;
  },
};

const creates: Record<string, (data: Filter) => Promise<RaRecord>> = {
  ...catalogCreates,
  ...promotionCreates,
  async operators(data) {
    const created = await operatorCall('operatorCreate', { username: String(data.username ?? '').trim().toLowerCase(), role: data.role as CallBody<'operatorCreate'>['role'] });
    return { id: created.operator.id, username: created.operator.username, enrollToken: created.enrollToken, enrollExpiresAt: created.enrollExpiresAt };
  },
};

const updates: Record<string, (id: Identifier, data: Filter, previous: Filter | undefined) => Promise<RaRecord>> = {
  ...catalogUpdates,
  ...promotionUpdates,
};

const deletes: Record<string, (id: Identifier) => Promise<void>> = {
  ...catalogDeletes,
};

function unsupported(what: string): never {
  throw new Error(`The console cannot ${what}`);
}

function pick<T>(table: Record<string, T>, resource: string, what: string): T {
  const entry = table[resource];
  if (!entry) unsupported(`${what} ${resource}`);
  return entry;
}

export const dataProvider = {
  getList: ((resource: string, params: GetListParams) => pick(lists, resource, 'list')(params.filter ?? {}, params)) as DataProvider['getList'],
  getOne: (async (resource: string, params: GetOneParams) => ({ data: await pick(shows, resource, 'show')(params.id) })) as DataProvider['getOne'],
  getMany: (() => unsupported('read several records at once')) as DataProvider['getMany'],
  getManyReference: (() => unsupported('read related records')) as DataProvider['getManyReference'],
  create: (async (resource: string, params: CreateParams) => ({ data: await pick(creates, resource, 'create')(params.data as Filter) })) as DataProvider['create'],
  update: (async (resource: string, params: UpdateParams) => ({
    data: await pick(updates, resource, 'edit')(params.id, params.data as Filter, params.previousData as Filter | undefined),
  })) as DataProvider['update'],
  updateMany: (() => unsupported('edit several records')) as DataProvider['updateMany'],
  delete: (async (resource: string, params: DeleteParams) => {
    await pick(deletes, resource, 'delete')(params.id);
    return { data: params.previousData ?? { id: params.id } };
  }) as DataProvider['delete'],
  deleteMany: (() => unsupported('delete records')) as DataProvider['deleteMany'],

  banPlayer: (playerId: number, reason: string) => operatorCall('playerBan', { playerId, reason }),
  unbanPlayer: (playerId: number, reason: string) => operatorCall('playerUnban', { playerId, reason }),
  addPlayerNote: (playerId: number, text: string) => operatorCall('playerNoteAdd', { playerId, text }),
  requestAdjustment: (playerId: number, amount: number, reason: string) => operatorCall('adjustmentRequest', { playerId, amount, reason }),
  approveAdjustment: (adjustmentId: number) => operatorCall('adjustmentApprove', { adjustmentId }),
  rejectAdjustment: (adjustmentId: number, reason: string) => operatorCall('adjustmentReject', { adjustmentId, reason }),
  approveWithdrawal: (orderId: string) => operatorCall('withdrawalApprove', { orderId }),
  rejectWithdrawal: (orderId: string, reason: string) => operatorCall('withdrawalReject', { orderId, reason }),
  approveKyc: (submissionId: Identifier) => operatorCall('kycApprove', { submissionId: Number(submissionId) }),
  rejectKyc: (submissionId: Identifier, reason: string) => operatorCall('kycReject', { submissionId: Number(submissionId), reason }),
  verifyAudit: () => operatorCall('auditVerify', {}),
  resetOperatorAccess: (operatorId: number) => operatorCall('operatorResetAccess', { operatorId }),
  deactivateOperator: (operatorId: number) => operatorCall('operatorDeactivate', { operatorId }),
  siteSettings: () => operatorCall('siteSettingsGet', {}),
  updateSiteSettings: (body: CallBody<'siteSettingsUpdate'>) => operatorCall('siteSettingsUpdate', body),
  sendMail: (body: CallBody<'mailSend'>) => operatorCall('mailSend', body),
  /** How many players a send to everyone would reach now (with the latest send). */
  mailAudience: () => operatorCall('mailSendList', { limit: 1 }),
  checkBooks: () => operatorCall('booksCheck', {}),
  /** Figures per Philippine day from `from` to `to` (YYYY-MM-DD, both included) and their totals. */
  dashboard: (from: string, to: string) => operatorCall('dashboard', { from, to }),
  playerSaferPlay: (playerId: number) => operatorCall('playerSaferPlay', { playerId }),
  setPlayerExclusion: (playerId: number, kind: 'timeOut' | 'selfExclusion', duration: string, reason: string) =>
    operatorCall('playerExclusionSet', { playerId, kind, duration, reason }),
  lowerPlayerLimit: (playerId: number, kind: 'deposit' | 'loss' | 'wager' | 'session', period: 'day' | 'week' | 'month' | undefined, value: number, reason: string) =>
    operatorCall('playerLimitLower', { playerId, kind, ...(period ? { period } : {}), value, reason }),
  importRestricted: (csv: string) => operatorCall('restrictedImport', { csv }),
  restrictedMatches: () => operatorCall('restrictedMatches', { limit: 500 }),
  clearRestricted: (playerId: number, reason: string) => operatorCall('restrictedClear', { playerId, reason }),
  /** The activity types the engine runs, with their settings schemas (the Promotions forms). */
  promotionTypes,
} satisfies DataProvider;

export type ConsoleDataProvider = typeof dataProvider;
