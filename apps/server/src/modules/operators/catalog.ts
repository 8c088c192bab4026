import { OperatorErrcode } from '@casino/contract/operator';
import type { SiteSettings, SocialLink } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { badInputRefusal, refusalTable } from '../../platform/refusal.ts';
import type { AuditFace } from '../audit/index.ts';
import type { ConfigFace, RuntimeSettingsPatch, RuntimeSettingsView } from '../config/index.ts';
import type { Change, LobbyFace } from '../lobby/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The catalog, lobby content and site settings screens (docs/decisions/067). The lobby module
 * writes its tables and the config module its settings; this desk opens the transaction, asks
 * them for the change and writes the audit row (before and after) in the same transaction, so
 * a change and its record commit together or not at all. Players read these rows on their next
 * call: nothing is cached past a change.
 */

const catalogRefusal = refusalTable({
  gameNotFound: { errcode: OperatorErrcode.NotFound, message: 'No game has that id' },
  brandNotFound: { errcode: OperatorErrcode.NotFound, message: 'No brand has that id' },
  typeNotFound: { errcode: OperatorErrcode.NotFound, message: 'No game type has that id' },
  bannerNotFound: { errcode: OperatorErrcode.NotFound, message: 'No banner has that id' },
  noticeNotFound: { errcode: OperatorErrcode.NotFound, message: 'No notice has that id' },
  promoVideoNotFound: { errcode: OperatorErrcode.NotFound, message: 'No promotional video has that id' },
  customerServiceNotFound: { errcode: OperatorErrcode.NotFound, message: 'No customer-service entry has that id' },
  socialLinkNotFound: { errcode: OperatorErrcode.NotFound, message: 'That network has no social link' },
  socialLinkExists: { errcode: OperatorErrcode.Refused, message: 'That network already has a social link; edit it instead' },
});
type CatalogRefusal = Parameters<typeof catalogRefusal>[0];

export interface CatalogDeps {
  db: Db;
  clock: Clock;
  lobby: Pick<LobbyFace, 'backOffice'>;
  config: Pick<ConfigFace, 'siteSettings'>;
  audit: Pick<AuditFace, 'recordAudit'>;
}

type Fields = Record<string, unknown>;
const asRecord = (value: unknown): Record<string, unknown> => value as Record<string, unknown>;

export type CatalogDesk = ReturnType<typeof createCatalogDesk>;

export function createCatalogDesk(deps: CatalogDeps) {
  const { db, clock, audit } = deps;
  const office = deps.lobby.backOffice;
  const runtime = deps.config.siteSettings;

  /** Runs a change and records it: one audit row with before and after, in the change's transaction. */
  function audited<T>(actor: OperatorSession, action: string, subjectKind: string, subjectId: (result: T) => string,
    work: (tx: Queryable) => Promise<{ before: unknown; after: unknown; result: T }>): Promise<T> {
    return db.transaction(async (tx) => {
      const { before, after, result } = await work(tx);
      await audit.recordAudit(tx, {
        operator: actor.username, action, subjectKind, subjectId: subjectId(result),
        before: before === null ? null : asRecord(before), after: after === null ? null : asRecord(after), at: clock.now(),
      });
      return result;
    });
  }

  function found<T>(change: T | null, missing: CatalogRefusal): T {
    if (change === null) throw catalogRefusal(missing);
    return change;
  }

  /** list, create, update, delete of one kind of lobby content, audited as `catalog.<kind>.<verb>`. */
  function content<W extends { id: number }>(kind: string, desk: {
    list(): Promise<W[]>;
    create(tx: Queryable, fields: Fields): Promise<W>;
    update(tx: Queryable, id: number, patch: Fields): Promise<Change<W> | null>;
    remove(tx: Queryable, id: number): Promise<W | null>;
  }, missing: CatalogRefusal) {
    const subject = (item: { id: number }) => String(item.id);
    return {
      list: async () => ({ list: await desk.list() }),
      create: (actor: OperatorSession, fields: Fields) => audited(actor, `catalog.${kind}.create`, kind, (r: { item: W }) => subject(r.item), async (tx) => {
        const item = await desk.create(tx, fields);
        return { before: null, after: item, result: { item } };
      }),
      update: (actor: OperatorSession, { id, ...patch }: Fields & { id: number }) =>
        audited(actor, `catalog.${kind}.update`, kind, (r: { item: W }) => subject(r.item), async (tx) => {
          const { before, after } = found(await desk.update(tx, id, patch), missing);
          return { before, after, result: { item: after } };
        }),
      remove: (actor: OperatorSession, id: number) => audited(actor, `catalog.${kind}.delete`, kind, () => String(id), async (tx) => {
        const before = found(await desk.remove(tx, id), missing);
        return { before, after: null, result: { id } };
      }),
    };
  }

  const socialLinksOf = (links: Array<{ id: number; url: string }>): SocialLink[] => links.map((l, sort) => ({ ...l, sort }));
  /** Puts a link at `sort` (clamped to the list), or keeps it where it is. */
  const placed = <T>(list: T[], item: T, sort: number | undefined, current: number): T[] => {
    const rest = list.filter((_, i) => i !== current);
    const at = sort === undefined ? (current < 0 ? rest.length : current) : Math.min(sort, rest.length);
    return [...rest.slice(0, at), item, ...rest.slice(at)];
  };

  async function siteView(q?: Queryable): Promise<{ settings: SiteSettings } & Omit<RuntimeSettingsView, 'settings'>> {
    // One after the other: inside a transaction both reads share its one connection.
    const runtimeView = await runtime.read(q);
    const service = await office.readCustomerServiceSetting(q);
    return { ...runtimeView, settings: { ...runtimeView.settings, ...service } };
  }

  return {
    listGames: (filter: Parameters<typeof office.listGames>[0]) => office.listGames(filter),
    updateGame: (actor: OperatorSession, { id, ...patch }: Parameters<typeof office.updateGame>[2] & { id: number }) =>
      audited(actor, 'catalog.game.update', 'game', () => String(id), async (tx) => {
        const { before, after } = found(await office.updateGame(tx, id, patch), 'gameNotFound');
        return { before, after, result: { game: after } };
      }),
    listBrands: () => office.listBrands(),
    updateBrand: (actor: OperatorSession, { id, ...patch }: Parameters<typeof office.updateBrand>[2] & { id: number }) =>
      audited(actor, 'catalog.brand.update', 'brand', () => String(id), async (tx) => {
        const { before, after } = found(await office.updateBrand(tx, id, patch), 'brandNotFound');
        return { before, after, result: { brand: after } };
      }),
    listTypes: async () => ({ list: await office.listTypes() }),
    updateType: (actor: OperatorSession, { id, ...patch }: Parameters<typeof office.updateType>[2] & { id: number }) =>
      audited(actor, 'catalog.type.update', 'game_type', () => String(id), async (tx) => {
        const { before, after } = found(await office.updateType(tx, id, patch), 'typeNotFound');
        return { before, after, result: { type: after } };
      }),

    banners: content('banner', office.banners, 'bannerNotFound'),
    notices: content('notice', office.notices, 'noticeNotFound'),
    promoVideos: content('promo_video', office.promoVideos, 'promoVideoNotFound'),
    customerServices: content('customer_service', office.customerServices, 'customerServiceNotFound'),

    socialLinks: {
      list: async () => ({ list: socialLinksOf(await runtime.readSocialLinks()) }),
      create: (actor: OperatorSession, input: { id: number; url: string; sort?: number }) =>
        audited(actor, 'catalog.social_link.create', 'social_link', () => String(input.id), async (tx) => {
          const links = await runtime.readSocialLinks(tx, true);
          if (links.some((l) => l.id === input.id)) throw catalogRefusal('socialLinkExists');
          const next = placed(links, { id: input.id, url: input.url }, input.sort, -1);
          await runtime.writeSocialLinks(tx, next);
          const item = socialLinksOf(next).find((l) => l.id === input.id) as SocialLink;
          return { before: null, after: item, result: { item } };
        }),
      update: (actor: OperatorSession, input: { id: number; url?: string; sort?: number }) =>
        audited(actor, 'catalog.social_link.update', 'social_link', () => String(input.id), async (tx) => {
          const links = await runtime.readSocialLinks(tx, true);
          const index = links.findIndex((l) => l.id === input.id);
          const current = links[index];
          if (!current) throw catalogRefusal('socialLinkNotFound');
          const next = placed(links, { id: input.id, url: input.url ?? current.url }, input.sort, index);
          await runtime.writeSocialLinks(tx, next);
          const before = socialLinksOf(links)[index] as SocialLink;
          const item = socialLinksOf(next).find((l) => l.id === input.id) as SocialLink;
          return { before, after: item, result: { item } };
        }),
      remove: (actor: OperatorSession, id: number) =>
        audited(actor, 'catalog.social_link.delete', 'social_link', () => String(id), async (tx) => {
          const links = await runtime.readSocialLinks(tx, true);
          const index = links.findIndex((l) => l.id === id);
          if (index < 0) throw catalogRefusal('socialLinkNotFound');
          await runtime.writeSocialLinks(tx, links.filter((l) => l.id !== id));
          return { before: socialLinksOf(links)[index], after: null, result: { id } };
        }),
    },

    siteSettings: () => siteView(),

    updateSiteSettings: (actor: OperatorSession, input: RuntimeSettingsPatch & { serviceUrl?: string; lcChatServiceUrl?: string }) =>
      audited(actor, 'site.settings.update', 'site_settings', () => 'site', async (tx) => {
        const { serviceUrl, lcChatServiceUrl, ...patch } = input;
        if (Object.values(input).every((v) => v === undefined)) throw badInputRefusal('body', 'nothing to change');
        const before = await siteView(tx);
        await runtime.update(tx, patch);
        if (serviceUrl !== undefined || lcChatServiceUrl !== undefined) await office.writeCustomerServiceSetting(tx, { serviceUrl, lcChatServiceUrl });
        const after = await siteView(tx);
        return { before: before.settings, after: after.settings, result: after };
      }),
  };
}
