import { describe, expect, it } from 'vitest';
import { calls, wirePath, buildOpenApi, LOGIN_SPECIFIC_ERRCODES, Errcode, KycErrcode, PaymentErrcode, ActivityErrcode, PUSH_STREAM_PATH } from './index.ts';
import { authCalls } from './calls/auth.ts';
import { houseCalls } from './calls/house.ts';
import { kycCalls } from './calls/kyc.ts';
import { lobbyCalls } from './calls/lobby.ts';
import { paymentCalls } from './calls/payments.ts';
import { sessionCalls } from './calls/session.ts';
import { walletCalls } from './calls/wallet.ts';
import { rewardCalls } from './calls/rewards.ts';
import { vipCalls } from './calls/vip.ts';
import { taskCalls } from './calls/tasks.ts';
import { mailCalls } from './calls/mail.ts';
import { profileCalls } from './calls/profile.ts';
import { saferPlayCalls } from './calls/safer-play.ts';
import { privacyCalls } from './calls/privacy.ts';
import { trackingCalls } from './calls/tracking.ts';
import { promotionCalls } from './calls/promotions/index.ts';
import { appDownloadCalls } from './calls/app-download.ts';

describe('contract', () => {
  it('puts the auth calls of ARCHITECTURE.md under /anonymous and the rest under /app/v1', () => {
    expect(wirePath(calls.accountLogin)).toBe('/app/v1/anonymous/accountLogin');
    expect(wirePath(calls.smsSend)).toBe('/app/v1/anonymous/smsSend');
    expect(wirePath(calls.refreshData)).toBe('/app/v1/refreshData');
  });

  it('requires the enrichment fields on every request', () => {
    for (const call of Object.values(calls)) {
      const shape = call.request.shape as Record<string, unknown>;
      expect(Object.keys(shape), call.name).toEqual(expect.arrayContaining(['clientReferrer', 'channel', 'appId', 'platform']));
    }
    const parsed = calls.logout.request.safeParse({ clientReferrer: 'ph', channel: 'WEB', appId: 'x', platform: 2 });
    expect(parsed.success).toBe(false);
  });

  it('gives every §8 login errcode a documented meaning', () => {
    const known = new Set<number>(Object.values(Errcode));
    for (const code of LOGIN_SPECIFIC_ERRCODES) expect(known.has(code)).toBe(true);
  });

  it('builds the call list from the domain lists, no key in two domains', () => {
    const domains = [authCalls, sessionCalls, walletCalls, houseCalls, lobbyCalls, paymentCalls, kycCalls, rewardCalls, vipCalls, taskCalls, mailCalls, profileCalls, saferPlayCalls, privacyCalls, promotionCalls, trackingCalls, appDownloadCalls];
    const keys = domains.flatMap((domain) => Object.keys(domain));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(calls)).toEqual(keys);
  });

  it('gives each §8 activity errcode 1001-1010 a name', () => {
    expect(Object.values(ActivityErrcode).sort((a, b) => a - b)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
  });

  it('keeps the KYC errcodes on PaymentErrcode as aliases with the same numbers', () => {
    for (const [name, code] of Object.entries(KycErrcode)) expect(PaymentErrcode[name as keyof typeof PaymentErrcode], name).toBe(code);
  });

  it('generates an OpenAPI path per call, and one for the push stream', () => {
    const doc = buildOpenApi() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toHaveLength(Object.keys(calls).length + 1);
    expect(doc.paths['/app/v1/anonymous/appConfig']).toBeDefined();
    expect(doc.paths[PUSH_STREAM_PATH]).toHaveProperty('get');
  });
});
