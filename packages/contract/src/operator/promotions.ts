import { z } from 'zod';
import { defineOperatorCall, EpochMs, Limit, RowId } from './define.ts';

/**
 * The Promotions screen (docs/decisions/072): activity instances with their settings, schedule in
 * Philippine time and budgets. Settings are checked against the type's schema on the server
 * (400 naming the field, e.g. "settings.tiers.0.price"); promotionTypes hands the console each
 * type's schema as JSON Schema so its forms are built from it.
 */

/** "YYYY-MM-DDTHH:mm" in Philippine time (UTC+8), or null for no bound. */
export const PhilippineDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:mm (Philippine time)');

const Budget = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable();

const PromotionFields = {
  title: z.string().trim().min(1).max(100),
  /** Rule text for the /rule and /reward/detail pages; paragraphs separated by blank lines. */
  rules: z.string().trim().max(10_000),
  /** The type's settings (checked against its schema on the server). */
  settings: z.record(z.string(), z.unknown()),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  startTime: PhilippineDateTime.nullable(),
  endTime: PhilippineDateTime.nullable(),
  enabled: z.boolean(),
  /** Coins all claims together may grant, in hundredths; null unlimited. */
  budgetTotal: Budget,
  /** Claims all players together may make; null unlimited. */
  claimLimit: Budget,
  /** Claims one player may make; null unlimited. */
  perPlayerLimit: Budget,
  /** Claims all players together may make per Philippine day; null unlimited. */
  periodLimit: Budget,
};

export const Promotion = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  rules: z.string(),
  settings: z.record(z.string(), z.unknown()),
  sort: z.number().int(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  enabled: z.boolean(),
  budgetTotal: z.number().int().nullable(),
  claimLimit: z.number().int().nullable(),
  perPlayerLimit: z.number().int().nullable(),
  periodLimit: z.number().int().nullable(),
  /** Coins granted so far (hundredths) and claims made. */
  spent: z.number().int(),
  claims: z.number().int(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type Promotion = z.infer<typeof Promotion>;

export const promotionList = defineOperatorCall({
  name: 'promotionList', permission: 'catalog.manage',
  summary: 'Every activity instance, by sort, with what it has spent.',
  body: z.object({ limit: Limit(500, 200) }),
  response: z.object({ list: z.array(Promotion) }),
});

export const promotionTypes = defineOperatorCall({
  name: 'promotionTypes', permission: 'catalog.manage',
  summary: 'The activity types the engine runs, each with its settings schema (JSON Schema) and a default.',
  body: z.object({}),
  response: z.object({
    list: z.array(z.object({ type: z.number().int(), name: z.string(), schema: z.record(z.string(), z.unknown()), defaults: z.record(z.string(), z.unknown()) })),
  }),
});

export const promotionCreate = defineOperatorCall({
  name: 'promotionCreate', permission: 'catalog.manage',
  summary: 'Adds an activity instance of a type the engine runs (audited).',
  body: z.object({ type: z.number().int().min(1).max(999), ...PromotionFields }),
  response: z.object({ promotion: Promotion }),
});

export const promotionUpdate = defineOperatorCall({
  name: 'promotionUpdate', permission: 'catalog.manage',
  summary: "Changes an instance (fields left out stay); claims made keep the terms they were made under (audited).",
  body: z.object({ id: RowId, ...Object.fromEntries(Object.entries(PromotionFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof PromotionFields]: z.ZodOptional<(typeof PromotionFields)[K]> } }),
  response: z.object({ promotion: Promotion }),
});

export const promotionCalls = { promotionList, promotionTypes, promotionCreate, promotionUpdate } as const;
