import { createHmac, randomBytes } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { startOperatorServer } from '../fixtures/operator-server.ts';
import type { OperatorServer } from '../fixtures/operator-server.ts';
import { pngImage } from '../fixtures/images.ts';
import { callApi, encryptPassword, registerByApi } from '../support/players.ts';

/**
 * The operator console in Chromium: an admin created by the command line signs in with a TOTP
 * code, creates a support operator who enrols through the link and approves a KYC submission
 * with its images; a finance operator approves a withdrawal; a marketing operator changes a
 * banner and the player app shows it; the audit view shows all of it.
 * The console runs on this spec's own server on PostgreSQL (fixtures/operator-server.ts), which
 * the command line shares.
 */

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

const test = base.extend<{ consoleApi: APIRequestContext }, { consoleServer: OperatorServer }>({
  // eslint-disable-next-line no-empty-pattern
  consoleServer: [async ({}, use, workerInfo) => {
    // Clear of the suite's servers and of the payments spec's (+10, +30).
    const server = await startOperatorServer(portBase + 20 + workerInfo.parallelIndex, portBase + 40 + workerInfo.parallelIndex);
    await use(server);
    await server.stop();
  }, { scope: 'worker', timeout: 180_000 }],
  consoleApi: async ({ playwright, consoleServer }, use) => {
    const context = await playwright.request.newContext({ baseURL: consoleServer.url });
    await use(context);
    await context.dispose();
  },
});

// ---- TOTP, as an authenticator app computes it (RFC 6238: SHA-1, 6 digits, 30 s) ----

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function totp(secretBase32: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

interface Operator { username: string; password: string; secret: string; lastStep: number }

/** A code of a step this operator has not used yet: now's, or the next one (still within the window). */
function nextCode(op: Operator): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), op.lastStep + 1);
  op.lastStep = step;
  return totp(op.secret, step);
}

// ---- the command line and the player's side, through the API ----

async function ops(server: OperatorServer, args: string[], env: Record<string, string> = {}): Promise<string> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const result = await server.ops(args);
    expect(result.status, `npm run ops -- ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
    return result.stdout;
  } finally {
    process.env = saved;
  }
}

/** `operators create`: the password through OPERATOR_PASSWORD, the secret from the printed otpauth URI. */
async function createByCommand(server: OperatorServer, role: string): Promise<Operator> {
  const username = `${role.slice(0, 3)}${randomBytes(4).toString('hex')}`;
  const password = `Console-${randomBytes(9).toString('base64url')}`;
  const out = await ops(server, ['operators', 'create', username, '--role', role], { OPERATOR_PASSWORD: password });
  const uri = /otpauth:\/\/\S+/.exec(out)?.[0];
  expect(uri, out).toBeTruthy();
  expect(out).toMatch(/recovery codes .*: (\S+ ){9}\S+/);
  return { username, password, secret: new URL(uri!).searchParams.get('secret')!, lastStep: 0 };
}

async function signIn(page: Page, origin: string, op: Operator): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.getByTestId('login-username').fill(op.username);
  await page.getByTestId('login-password').fill(op.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').fill(nextCode(op));
  await page.getByTestId('login-verify').click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

interface Player { account: string; password: string; token: string; id: number }

async function submitKycByApi(request: APIRequestContext, player: Player): Promise<void> {
  const fileIds: string[] = [];
  for (const [kind, colour] of [['idPhoto', [200, 40, 40]], ['selfie', [40, 160, 90]]] as const) {
    const response = await request.post('/app/v1/uploadKyc', {
      headers: { Authorization: `Bearer ${player.token}` },
      multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: pngImage(40, [...colour]) } },
    });
    const body = (await response.json()) as { errcode: number; fileId: string };
    expect(body.errcode, JSON.stringify(body)).toBe(0);
    fileIds.push(body.fileId);
  }
  const submitted = await callApi(request, '/app/v1/addKyc', {
    idType: 'passport', idNumber: 'P7654321B', firstName: 'Maria', middleName: '', lastName: 'Santos', birthDate: '1988-03-09',
    photoFileId: fileIds[0], selfieFileId: fileIds[1],
  }, player.token);
  expect(submitted.errcode, JSON.stringify(submitted)).toBe(0);
}

/** Money in, an e-wallet bound, the wallet password set, and a withdrawal waiting for review. */
async function requestWithdrawalByApi(request: APIRequestContext, player: Player): Promise<string> {
  const key = (await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {})).passwordPublicKey;
  expect((await callApi(request, '/app/v1/safeboxPasswordInit', { password: encryptPassword(key, 'wallet-pass-9') }, player.token)).errcode).toBe(0);
  const wallet = `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`.replace(/0000$/, '1234');
  expect((await callApi(request, '/app/v1/addBankInfo', { bankId: 101, accountName: 'Maria Santos', cardNum: wallet }, player.token)).errcode).toBe(0);
  const order = await callApi<{ orderId: string; payUrl: string }>(request, '/app/v1/recharge3', { amount: 500_00, version: 4, actType: 0, rechargeType: 1 }, player.token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  expect((await request.post(`${order.payUrl}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 })).status()).toBe(303);
  await expect.poll(async () => (await callApi<{ isRechargeDone: boolean }>(request, '/app/v1/isRechargeDone', { orderId: order.orderId }, player.token)).isRechargeDone).toBe(true);
  const withdrawal = await callApi<{ order: { orderId: string; status: string } }>(request, '/app/v1/exchange', {
    amount: 150_00, bankId: 101, password: encryptPassword(key, 'wallet-pass-9'), requestId: `req-${randomBytes(8).toString('hex')}`,
  }, player.token);
  expect(withdrawal, JSON.stringify(withdrawal)).toMatchObject({ errcode: 0, order: { status: 'pending' } });
  return withdrawal.order.orderId;
}

// The console is a desk tool: it runs in the desktop project only.
test.skip(({ isMobile }) => isMobile, 'the operator console is used on desktop');
test.describe.configure({ timeout: 240_000 });

test('an admin from the command line creates a support operator who approves a KYC; finance approves a withdrawal; the audit view shows it', async ({ page, browser, consoleServer, consoleApi }) => {
  const origin = consoleServer.url;
  const admin = await createByCommand(consoleServer, 'admin');

  // The admin signs in: password, then the authenticator's code.
  await signIn(page, origin, admin);
  await expect(page.getByRole('menuitem', { name: 'Operators' })).toBeVisible();

  // ... and creates a support operator, who gets a one-time enrolment link.
  const supportName = `sup${randomBytes(4).toString('hex')}`;
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await page.getByRole('link', { name: 'New operator' }).click();
  await page.getByLabel('Username').fill(supportName);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'support' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  const link = (await page.getByTestId('enroll-link').textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${origin}/admin/enroll#[A-Za-z0-9_-]{43}$`));

  // The support operator enrols: their own password, the authenticator secret, recovery codes.
  const supportPage = await newPage(browser);
  await supportPage.goto(link);
  const support: Operator = { username: supportName, password: `Support-${randomBytes(9).toString('base64url')}`, secret: '', lastStep: 0 };
  await supportPage.getByTestId('enroll-password').fill(support.password);
  await supportPage.getByTestId('enroll-repeat').fill(support.password);
  await supportPage.getByTestId('enroll-submit').click();
  support.secret = (await supportPage.getByTestId('enroll-secret').textContent())!.trim();
  await expect(supportPage.getByTestId('enroll-codes').locator('li')).toHaveCount(10);
  expect(supportPage.url()).not.toContain('#');
  await signIn(supportPage, origin, support);
  // Support sees players, withdrawals and KYC, not operators or the audit log.
  await expect(supportPage.getByRole('menuitem', { name: 'KYC review' })).toBeVisible();
  await expect(supportPage.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);

  // A player submits their identity; support reviews it with the images and approves.
  const player = await registerByApi(consoleApi);
  await submitKycByApi(consoleApi, player);
  await supportPage.getByRole('menuitem', { name: 'KYC review' }).click();
  await supportPage.getByRole('row', { name: new RegExp(`\\b${player.id}\\b`) }).click();
  await expect(supportPage.getByText('P7654321B')).toBeVisible();
  await expect(supportPage.getByTestId('kyc-photo')).toHaveJSProperty('naturalWidth', 40);
  await expect(supportPage.getByTestId('kyc-selfie')).toHaveJSProperty('naturalWidth', 40);
  await supportPage.getByTestId('kyc-approve').click();
  await expect(supportPage.getByTestId('status-approved')).toBeVisible();
  await expect.poll(async () => (await callApi<{ status: string }>(consoleApi, '/app/v1/kyc', {}, player.token)).status).toBe('approved');

  // The verified player withdraws; a finance operator approves it in the queue.
  const orderId = await requestWithdrawalByApi(consoleApi, player);
  const finance = await createByCommand(consoleServer, 'finance');
  const financePage = await newPage(browser);
  await signIn(financePage, origin, finance);
  await financePage.getByRole('menuitem', { name: 'Withdrawals' }).click();
  await financePage.getByTestId(`withdrawal-approve-${orderId}`).click();
  await expect(financePage.getByText(`Withdrawal ${orderId} approved`)).toBeVisible();
  await expect.poll(async () => (await callApi<{ list: Array<{ orderId: string; status: string }> }>(consoleApi, '/app/v1/getExchangeOrder', {}, player.token))
    .list.find((o) => o.orderId === orderId)?.status).toBe('paid');

  // A marketing operator points the first banner at new artwork; the player app shows it at once.
  const marketing = await createByCommand(consoleServer, 'marketing');
  const marketingPage = await newPage(browser);
  await signIn(marketingPage, origin, marketing);
  await expect(marketingPage.getByRole('menuitem', { name: 'Withdrawals' })).toHaveCount(0);
  await marketingPage.getByRole('menuitem', { name: 'Banners' }).click();
  await marketingPage.getByRole('row').nth(1).click();
  const artwork = `/banner-${randomBytes(4).toString('hex')}.png`;
  await marketingPage.getByTestId('banner-img-url').fill(artwork);
  await marketingPage.getByTestId('banner-save').click();
  await expect(marketingPage.getByText(/Element updated|updated/i).first()).toBeVisible();
  const playerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await playerPage.goto(`${origin}/lobby/home`);
  await expect(playerPage.getByTestId('home-banner').locator(`img[src$="${artwork}"]`).first()).toBeAttached();
  await playerPage.close();

  // The admin's audit view shows who did what, and filters by operator.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'kyc.approve' }).filter({ hasText: supportName })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'withdrawal.approve' }).filter({ hasText: finance.username })).toHaveCount(1);
  // Created by the admin (the admin's own row names the command line).
  const created = rows.filter({ hasText: 'operator.create' }).filter({ hasText: supportName });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(admin.username);
  await expect(rows.filter({ hasText: 'kyc.readFile' }).filter({ hasText: supportName })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'catalog.banner.update' }).filter({ hasText: marketing.username })).toHaveCount(1);
  await page.getByLabel('Operator').fill(supportName);
  await expect(rows.filter({ hasText: finance.username })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'kyc.approve' })).toHaveCount(1);
  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verify-result')).toContainText('Chain intact');
  expect(await ops(consoleServer, ['audit', 'verify'])).toMatch(/^audit chain intact: \d+ row\(s\)/);
});
