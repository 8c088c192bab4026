import { z } from 'zod';
import { RechargeKinds } from '@casino/contract';
import type { AppConfig, RechargeChannel, RechargeKind } from '@casino/contract';
import type { PaymentSettings } from '../../platform/config.ts';
import { findBank } from './banks.ts';

/**
 * Deposit channels: what the deposit page offers (§3 appRechargeTypeList). Each takes the
 * money one way (payment page, QR Ph code, transfer to the operator's own bank account)
 * through the configured provider. docs/decisions/032 has the defaults.
 */

/** The operator's bank account a bankOwn channel asks players to transfer to. */
export interface OwnBankAccount {
  bankName: string;
  shortBankName: string;
  accountName: string;
  cardNum: string;
}

export interface Channel {
  id: number;
  name: string;
  kind: RechargeKind;
  /** The bank or e-wallet the player must have bound to use it; 0: any bound account. */
  bankId: number;
  sort: number;
  iconH5: string;
  minAmount: number;
  maxAmount: number;
  presetAmounts: number[];
  ownBank: OwnBankAccount | null;
}

const text = (max: number) => z.string().trim().min(1).max(max);
const Hundredths = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const ChannelSetting = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  name: text(40),
  kind: z.enum(RechargeKinds),
  bankId: z.number().int().min(0),
  sort: z.number().int().default(0),
  iconH5: z.string().max(2048).optional(),
  minAmount: Hundredths.optional(),
  maxAmount: Hundredths.optional(),
  presetAmounts: z.array(Hundredths).max(12).optional(),
  enabled: z.boolean().default(true),
  ownBank: z.strictObject({ bankName: text(60), shortBankName: text(16), accountName: text(60), cardNum: text(40) }).optional(),
});
type ChannelSetting = z.output<typeof ChannelSetting>;

/** The built-in channels of the sandbox provider: two e-wallets, QR Ph and a bank transfer. */
export const DEFAULT_CHANNELS: readonly z.input<typeof ChannelSetting>[] = [
  { id: 1, name: 'GCash', kind: 'payUrl', bankId: 101, sort: 1 },
  { id: 2, name: 'Maya', kind: 'payUrl', bankId: 102, sort: 2 },
  { id: 3, name: 'QR Ph', kind: 'qr', bankId: 0, sort: 3 },
  {
    id: 4, name: 'Bank transfer', kind: 'bankOwn', bankId: 0, sort: 4,
    ownBank: { bankName: 'BDO Unibank', shortBankName: 'BDO', accountName: 'Casino Operator Inc.', cardNum: '001234567890' },
  },
];

/** Quick-pick amounts (whole coins) offered where they fit the channel's limits. */
const PRESET_COINS = [100, 200, 500, 1_000, 5_000, 10_000, 50_000];

export class ChannelConfigError extends Error {}

/** The enabled channels from PAYMENT_CHANNELS (or the defaults), checked; none when payments are off. */
export function loadChannels(settings: PaymentSettings): Channel[] {
  if (settings.provider === 'off') return [];
  let raw: unknown = DEFAULT_CHANNELS;
  if (settings.channelsJson !== null) {
    try {
      raw = JSON.parse(settings.channelsJson);
    } catch {
      throw new ChannelConfigError('PAYMENT_CHANNELS: must be a JSON array');
    }
  }
  const parsed = z.array(ChannelSetting).max(100).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ChannelConfigError(`PAYMENT_CHANNELS: ${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const seen = new Set<number>();
  const channels: Channel[] = [];
  for (const [i, setting] of parsed.data.entries()) {
    if (seen.has(setting.id)) throw new ChannelConfigError(`PAYMENT_CHANNELS: ${i}.id: ${setting.id} is listed twice`);
    seen.add(setting.id);
    if (setting.bankId !== 0 && !findBank(setting.bankId)) throw new ChannelConfigError(`PAYMENT_CHANNELS: ${i}.bankId: no bank has id ${setting.bankId}`);
    if (setting.kind === 'bankOwn' && !setting.ownBank) throw new ChannelConfigError(`PAYMENT_CHANNELS: ${i}.ownBank: required for kind bankOwn`);
    if (setting.enabled) channels.push(toChannel(setting, settings));
  }
  for (const c of channels) {
    if (c.minAmount > c.maxAmount) throw new ChannelConfigError(`PAYMENT_CHANNELS: channel ${c.id}: minAmount exceeds maxAmount`);
  }
  return channels.sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function toChannel(s: ChannelSetting, settings: PaymentSettings): Channel {
  // A channel may narrow the site's deposit limits, never widen them.
  const minAmount = Math.max(settings.deposit.minAmount, s.minAmount ?? 0);
  const maxAmount = Math.min(settings.deposit.maxAmount, s.maxAmount ?? Number.MAX_SAFE_INTEGER);
  const presets = s.presetAmounts ?? PRESET_COINS.map((coins) => coins * 100);
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    bankId: s.bankId,
    sort: s.sort,
    iconH5: s.iconH5 ?? `/media/payments/channel-${s.id}.svg`,
    minAmount,
    maxAmount,
    presetAmounts: presets.filter((a) => a >= minAmount && a <= maxAmount),
    ownBank: s.ownBank ?? null,
  };
}

export const toRechargeChannel = (c: Channel): RechargeChannel => ({
  id: c.id, name: c.name, kind: c.kind, bankId: c.bankId, iconH5: c.iconH5, sort: c.sort,
  minAmount: c.minAmount, maxAmount: c.maxAmount, presetAmounts: c.presetAmounts,
});

/** §3 appRechargeTypeList and appRechargeTypeMap of the app config. */
export function rechargeTypesOf(channels: readonly Channel[]): Pick<AppConfig, 'appRechargeTypeList' | 'appRechargeTypeMap'> {
  return {
    appRechargeTypeList: channels.map((c) => ({ id: c.id, iconH5: c.iconH5, bankId: c.bankId, sort: c.sort })),
    appRechargeTypeMap: Object.fromEntries(channels.map((c) => [String(c.id), { sort: c.sort }])),
  };
}
