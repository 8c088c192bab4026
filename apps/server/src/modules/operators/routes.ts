import type { FastifyInstance } from 'fastify';
import { KYC_FILE_ROUTE, operatorCalls as calls } from '@casino/contract/operator';
import type { Db } from '../../platform/db.ts';
import { transportError } from '../../platform/envelope.ts';
import type { AuditFace } from '../audit/index.ts';
import { selfOf } from './access.ts';
import type { OperatorAccess } from './access.ts';
import type { AdjustmentDesk } from './adjustments.ts';
import type { DashboardDesk } from './dashboard.ts';
import type { BooksDesk } from './books.ts';
import type { CatalogDesk } from './catalog.ts';
import type { MailDesk } from './mail.ts';
import type { PlayerDesk } from './players.ts';
import type { ReviewDesk } from './reviews.ts';
import type { SaferPlayDesk } from './safer-play.ts';
import type { PromotionDesk } from './promotions.ts';
import { refusedEnvelope } from './router.ts';
import type { OperatorRouter } from './router.ts';

/** Thin: each operator call to its service. */

export function registerSessionCalls(router: OperatorRouter, access: OperatorAccess): void {
  router.open(calls.login, (input, ctx) => access.login(input, ctx.meta));
  router.open(calls.secondFactor, async (input, ctx) => {
    const { token, reply } = await access.secondFactor(input, ctx.meta);
    ctx.setSession(token, Math.floor(access.policy.absoluteMs / 1000));
    return reply;
  });
  router.open(calls.enroll, (input) => access.enroll(input.token, input.password));
  router.guarded(calls.me, async (_input, { operator }) => ({
    operator: selfOf({ id: operator.operatorId, username: operator.username, role: operator.role }),
    expiresAt: operator.expiresAt.getTime(),
  }));
  router.guarded(calls.logout, async (_input, ctx) => {
    await access.logout(ctx.operator);
    ctx.setSession(null);
    return {};
  });
}

export function registerManagementCalls(router: OperatorRouter, access: OperatorAccess): void {
  router.guarded(calls.operatorList, async () => ({ list: await access.list() }));
  router.guarded(calls.operatorCreate, (input, { operator }) => access.create(operator, input));
  router.guarded(calls.operatorResetAccess, (input, { operator }) => access.resetAccess(operator, input.operatorId));
  router.guarded(calls.operatorDeactivate, async (input, { operator }) => ({ operator: await access.deactivate(operator, input.operatorId) }));
}

export function registerAuditCalls(router: OperatorRouter, audit: Pick<AuditFace, 'listAudit' | 'verifyAuditChain'>, db: Db): void {
  router.guarded(calls.auditList, async (input) => {
    const rows = await audit.listAudit(db, { operator: input.operator, playerId: input.playerId, action: input.action, beforeId: input.beforeId, limit: input.limit });
    return {
      list: rows.map((r) => ({
        id: Number(r.id), seq: Number(r.seq), operator: r.operator, action: r.action, subjectKind: r.subject_kind, subjectId: r.subject_id,
        playerId: r.player_id === null ? null : Number(r.player_id), before: r.before, after: r.after, detail: r.detail,
        at: new Date(r.at).getTime(), hash: r.hash,
      })),
      nextBeforeId: rows.length === input.limit ? Number(rows[rows.length - 1]?.id) : null,
    };
  });
  router.guarded(calls.auditVerify, () => audit.verifyAuditChain(db));
}

export function registerPlayerCalls(router: OperatorRouter, players: PlayerDesk): void {
  router.guarded(calls.playerSearch, (input) => players.search(input.query, input.limit));
  router.guarded(calls.playerProfile, (input) => players.profile(input.playerId));
  router.guarded(calls.playerBan, (input, { operator }) => players.ban(operator, input.playerId, input.reason));
  router.guarded(calls.playerUnban, (input, { operator }) => players.unban(operator, input.playerId, input.reason));
  router.guarded(calls.playerNoteAdd, (input, { operator }) => players.addNote(operator, input.playerId, input.text));
}

export function registerAdjustmentCalls(router: OperatorRouter, adjustments: AdjustmentDesk): void {
  router.guarded(calls.adjustmentRequest, (input, { operator }) => adjustments.request(operator, input));
  router.guarded(calls.adjustmentList, (input) => adjustments.list(input.status, input.playerId, input.limit));
  router.guarded(calls.adjustmentApprove, (input, { operator }) => adjustments.approve(operator, input.adjustmentId));
  router.guarded(calls.adjustmentReject, (input, { operator }) => adjustments.reject(operator, input.adjustmentId, input.reason));
}

export function registerReviewCalls(app: FastifyInstance, router: OperatorRouter, reviews: ReviewDesk): void {
  router.guarded(calls.withdrawalList, (input) => reviews.withdrawals(input.status, input.limit));
  router.guarded(calls.withdrawalApprove, (input, { operator }) => reviews.approveWithdrawal(operator, input.orderId));
  router.guarded(calls.withdrawalReject, (input, { operator }) => reviews.rejectWithdrawal(operator, input.orderId, input.reason));
  router.guarded(calls.kycList, (input) => reviews.submissions(input.status, input.limit));
  router.guarded(calls.kycShow, (input, { operator }) => reviews.showSubmission(operator, input.submissionId));
  router.guarded(calls.kycApprove, (input, { operator }) => reviews.approveSubmission(operator, input.submissionId));
  router.guarded(calls.kycReject, (input, { operator }) => reviews.rejectSubmission(operator, input.submissionId, input.reason));

  // An identity image, only to a session whose role may read KYC; every read is audited by kyc.
  app.get<{ Params: { fileId: string } }>(KYC_FILE_ROUTE.path, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const outcome = await router.guard.check(request, KYC_FILE_ROUTE.permission);
    if ('refused' in outcome) return outcome.refused;
    const { fileId } = request.params;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(fileId)) return reply.status(404).send(transportError(404, 'Not found'));
    try {
      const { file, bytes } = await reviews.readFile(outcome.operator, fileId);
      return reply.type(file.mime).header('content-disposition', 'inline').send(bytes);
    } catch (err) {
      if (refusedEnvelope(err)) return reply.status(404).send(transportError(404, 'Not found'));
      throw err;
    }
  });
}

export function registerMailAndBooksCalls(router: OperatorRouter, mail: MailDesk, books: BooksDesk): void {
  router.guarded(calls.mailSend, (input, { operator }) => mail.send(operator, input));
  router.guarded(calls.mailSendList, (input) => mail.recent(input.limit));
  router.guarded(calls.booksCheck, (_input, { operator }) => books.check(operator));
}

export function registerDashboardCalls(router: OperatorRouter, dashboard: DashboardDesk): void {
  router.guarded(calls.dashboard, (input) => dashboard.figures(input.from, input.to));
}

export function registerCatalogCalls(router: OperatorRouter, catalog: CatalogDesk): void {
  router.guarded(calls.catalogGameList, (input) => catalog.listGames(input));
  router.guarded(calls.catalogGameUpdate, (input, { operator }) => catalog.updateGame(operator, input));
  router.guarded(calls.catalogBrandList, () => catalog.listBrands());
  router.guarded(calls.catalogBrandUpdate, (input, { operator }) => catalog.updateBrand(operator, input));
  router.guarded(calls.catalogTypeList, () => catalog.listTypes());
  router.guarded(calls.catalogTypeUpdate, (input, { operator }) => catalog.updateType(operator, input));
  router.guarded(calls.bannerList, () => catalog.banners.list());
  router.guarded(calls.bannerCreate, (input, { operator }) => catalog.banners.create(operator, input));
  router.guarded(calls.bannerUpdate, (input, { operator }) => catalog.banners.update(operator, input));
  router.guarded(calls.bannerDelete, (input, { operator }) => catalog.banners.remove(operator, input.id));
  router.guarded(calls.noticeList, () => catalog.notices.list());
  router.guarded(calls.noticeCreate, (input, { operator }) => catalog.notices.create(operator, input));
  router.guarded(calls.noticeUpdate, (input, { operator }) => catalog.notices.update(operator, input));
  router.guarded(calls.noticeDelete, (input, { operator }) => catalog.notices.remove(operator, input.id));
  router.guarded(calls.promoVideoList, () => catalog.promoVideos.list());
  router.guarded(calls.promoVideoCreate, (input, { operator }) => catalog.promoVideos.create(operator, input));
  router.guarded(calls.promoVideoUpdate, (input, { operator }) => catalog.promoVideos.update(operator, input));
  router.guarded(calls.promoVideoDelete, (input, { operator }) => catalog.promoVideos.remove(operator, input.id));
  router.guarded(calls.customerServiceList, () => catalog.customerServices.list());
  router.guarded(calls.customerServiceCreate, (input, { operator }) => catalog.customerServices.create(operator, input));
  router.guarded(calls.customerServiceUpdate, (input, { operator }) => catalog.customerServices.update(operator, input));
  router.guarded(calls.customerServiceDelete, (input, { operator }) => catalog.customerServices.remove(operator, input.id));
  router.guarded(calls.socialLinkList, () => catalog.socialLinks.list());
  router.guarded(calls.socialLinkCreate, (input, { operator }) => catalog.socialLinks.create(operator, input));
  router.guarded(calls.socialLinkUpdate, (input, { operator }) => catalog.socialLinks.update(operator, input));
  router.guarded(calls.socialLinkDelete, (input, { operator }) => catalog.socialLinks.remove(operator, input.id));
  router.guarded(calls.siteSettingsGet, () => catalog.siteSettings());
  router.guarded(calls.siteSettingsUpdate, (input, { operator }) => catalog.updateSiteSettings(operator, input));
}

export function registerSaferPlayCalls(router: OperatorRouter, saferPlay: SaferPlayDesk): void {
  router.guarded(calls.playerSaferPlay, (input) => saferPlay.player(input.playerId));
  router.guarded(calls.playerExclusionSet, (input, { operator }) => saferPlay.setExclusion(operator, input));
  router.guarded(calls.playerLimitLower, (input, { operator }) => saferPlay.lowerLimit(operator, input));
  router.guarded(calls.restrictedImport, (input, { operator }) => saferPlay.importRestricted(operator, input.csv));
  router.guarded(calls.restrictedMatches, (input) => saferPlay.matches(input.limit));
  router.guarded(calls.restrictedClear, (input, { operator }) => saferPlay.clearMatch(operator, input.playerId, input.reason));
}

export function registerPromotionCalls(router: OperatorRouter, promotions: PromotionDesk): void {
  router.guarded(calls.promotionList, (input) => promotions.list(input.limit));
  router.guarded(calls.promotionTypes, () => promotions.types());
  router.guarded(calls.promotionCreate, (input, { operator }) => promotions.create(operator, input));
  router.guarded(calls.promotionUpdate, (input, { operator }) => {
    const { id, ...patch } = input;
    return promotions.update(operator, id, patch);
  });
}
