import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { startOperatorServer } from '../fixtures/operator-server.ts';
import type { OperatorServer } from '../fixtures/operator-server.ts';
import { jpegImage, pngImage, writeImage } from '../fixtures/images.ts';
import { callApi, encryptPassword, logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * Deposits through the sandbox provider, identity verification approved by an operator on the
 * command line, binding an e-wallet, and withdrawals paid out or rejected. The operator steps
 * run against a server of this spec on PostgreSQL (fixtures/operator-server.ts): the suite's
 * own servers keep their embedded database locked, out of the command line's reach.
 */

interface Player {
  account: string;
  password: string;
  token: string;
  id: number;
}

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

const test = base.extend<{ operator: OperatorServer; operatorApi: APIRequestContext }, { operatorServer: OperatorServer }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  operatorServer: [async ({}, use, workerInfo) => {
    // Ports of this spec's own servers: clear of the suite's (E2E_PORT_BASE and the next one).
    const server = await startOperatorServer(portBase + 10 + workerInfo.parallelIndex, portBase + 30 + workerInfo.parallelIndex);
    await use(server);
    await server.stop();
  }, { scope: 'worker', timeout: 180_000 }],
  operator: async ({ operatorServer }, use) => use(operatorServer),
  operatorApi: async ({ playwright, operatorServer }, use) => {
    const context = await playwright.request.newContext({ baseURL: operatorServer.url });
    await use(context);
    await context.dispose();
  },
});

const onDesktop = (projectName: string) => projectName === 'desktop';
const bindPath = (projectName: string) => (onDesktop(projectName) ? '/lobby/bindBankCard' : '/bindBankCard');
const STANDARD_SIGN_UP_COINS = 10_00;

/** A mobile number no other player of this run binds (an account number is bound to one player only). */
const uniqueWallet = () => `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`.replace(/0000$/, '1234');

async function publicKey(request: APIRequestContext): Promise<string> {
  return (await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {})).passwordPublicKey;
}

async function bindByApi(request: APIRequestContext, player: Player, bankId: number, cardNum: string): Promise<void> {
  const result = await callApi(request, '/app/v1/addBankInfo', { bankId, accountName: 'Juan Dela Cruz', cardNum }, player.token);
  expect(result.errcode, JSON.stringify(result)).toBe(0);
}

async function setWalletPassword(request: APIRequestContext, player: Player, password: string): Promise<void> {
  const result = await callApi(request, '/app/v1/safeboxPasswordInit', { password: encryptPassword(await publicKey(request), password) }, player.token);
  expect(result.errcode, JSON.stringify(result)).toBe(0);
}

/** A deposit through the GCash channel, paid on the sandbox's page without a browser. */
async function depositByApi(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const order = await callApi<{ orderId: string; payUrl: string }>(request, '/app/v1/recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, player.token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await request.post(`${order.payUrl}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await callApi<{ isRechargeDone: boolean }>(request, '/app/v1/isRechargeDone', { orderId: order.orderId }, player.token)).isRechargeDone).toBe(true);
}

async function logInAt(page: Page, origin: string, player: Player): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByTestId('login-account').fill(player.account);
  await page.getByTestId('login-password').fill(player.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
}

/** The operator's command line; fails the test with its output when it does not succeed. */
async function ops(operator: OperatorServer, args: string[]): Promise<string> {
  const result = await operator.ops(args);
  expect(result.status, `npm run ops -- ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The id of the player's pending KYC submission, from `kyc list`. */
async function pendingKycSubmission(operator: OperatorServer, playerId: number): Promise<string> {
  const listing = await ops(operator, ['kyc', 'list', '--status', 'pending']);
  const line = listing.split('\n').find((l) => new RegExp(`player ${playerId}\\b`).test(l));
  expect(line, listing).toBeTruthy();
  return line!.trim().split(/\s+/)[0]!;
}

/** The id of the player's pending withdrawal, from `withdrawals list`. */
async function pendingWithdrawal(operator: OperatorServer, playerId: number): Promise<string> {
  const listing = await ops(operator, ['withdrawals', 'list', '--status', 'pending']);
  const line = listing.split('\n').find((l) => new RegExp(`player ${playerId}\\b`).test(l));
  expect(line, listing).toBeTruthy();
  return line!.trim().split(/\s+/)[0]!;
}

/** Verified identity without the browser: both photos uploaded, the details sent, the operator approves. */
async function verifyByApi(request: APIRequestContext, operator: OperatorServer, player: Player): Promise<void> {
  const fileIds: string[] = [];
  for (const kind of ['idPhoto', 'selfie']) {
    const response = await request.post('/app/v1/uploadKyc', {
      headers: { Authorization: `Bearer ${player.token}` },
      multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: pngImage(24, [40, 90, 200]) } },
    });
    const body = (await response.json()) as { errcode: number; fileId: string };
    expect(body.errcode, JSON.stringify(body)).toBe(0);
    fileIds.push(body.fileId);
  }
  const submitted = await callApi(request, '/app/v1/addKyc', {
    idType: 'umid', idNumber: 'CRN-0111-2345678-9', firstName: 'Juan', middleName: '', lastName: 'Dela Cruz', birthDate: '1990-05-17',
    photoFileId: fileIds[0], selfieFileId: fileIds[1],
  }, player.token);
  expect(submitted.errcode, JSON.stringify(submitted)).toBe(0);
  await ops(operator, ['kyc', 'approve', await pendingKycSubmission(operator, player.id), '--operator', 'e2e-reviewer']);
}

/** The withdraw form on /withdrawal/{name}: amount, wallet password, confirm. */
async function withdrawThroughPage(page: Page, origin: string, name: string, amount: string, password: string): Promise<void> {
  await page.goto(`${origin}/withdrawal/${name}`);
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-password').fill(password);
  await page.getByTestId('withdraw-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('withdraw-requested')).toContainText(`Withdrawal of ${amount} requested.`);
}

async function showRecords(page: Page, projectName: string, view: 'deposit' | 'withdraw'): Promise<void> {
  // Desktop shows the records beside the form; phones switch to them.
  if (!onDesktop(projectName)) await page.getByTestId(`${view}-view-records`).click();
}

test('a player deposits 100.00 through the sandbox payment page and the balance rises exactly once', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('first-recharge-hint')).toBeVisible();

  await page.goto('/lobby/wallets/deposit');
  await expect(page.getByTestId('pay-balance')).toHaveText('Balance 10.00');
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('channel-1').click();
  await page.getByTestId('channel-confirm').click();

  // §5: GCash is not bound yet: bind it (back=1, id=101), then come back to the deposit page.
  await expect(page).toHaveURL(new RegExp(`${bindPath(testInfo.project.name)}\\?back=1&id=101$`));
  await expect(page.getByTestId('bind-bank-101')).toHaveClass(/is-checked/);
  await page.getByTestId('bind-name').fill('Juan Dela Cruz');
  await page.getByTestId('bind-number').fill(uniqueWallet());
  await page.getByTestId('bind-submit').click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/deposit$/);

  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('channel-1').click();
  await page.getByTestId('channel-confirm').click();
  await expect(page.getByTestId('deposit-sheet')).toBeVisible();

  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/app/v1/refreshData')) refreshes += 1;
  });
  const payPage = page.frameLocator('[data-testid="deposit-frame"]');
  await payPage.getByRole('button', { name: 'Pay PHP 100.00' }).click();

  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('pay-balance')).toHaveText('Balance 110.00');
  // The page keeps polling for a while; nothing more is credited or read again. The balance is
  // read once for the paid order and at most once more for the push stream's balance signal of
  // the same credit (decision 078), never once per poll.
  await page.waitForTimeout(4_000);
  await expect(page.getByTestId('pay-balance')).toHaveText('Balance 110.00');
  expect(refreshes).toBeGreaterThanOrEqual(1);
  expect(refreshes).toBeLessThanOrEqual(2);
  await page.getByTestId('deposit-done').click();
  await expect(page.getByTestId('deposit-sheet')).toBeHidden();

  await showRecords(page, testInfo.project.name, 'deposit');
  await expect(page.locator('[data-testid="deposit-record"][data-status="paid"]')).toHaveCount(1);
  await expect(page.getByTestId('deposit-record').first()).toContainText('+100.00');

  // The header agrees, and the first-recharge hint is gone.
  await page.goto('/lobby/home');
  await expect(page.getByTestId('header-balance')).toHaveText((STANDARD_SIGN_UP_COINS / 100 + 100).toFixed(2));
  await expect(page.getByTestId('first-recharge-hint')).toHaveCount(0);
});

test('a QR deposit shows the code (200 px, level H) and counts down to the order\'s expiry', async ({ page, request }) => {
  const player = await registerByApi(request);
  await bindByApi(request, player, 102, uniqueWallet());
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);

  await page.goto('/lobby/wallets/deposit');
  await page.getByTestId('deposit-preset-200').click();
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('channel-3').click();
  await page.getByTestId('channel-confirm').click();

  const qr = page.getByTestId('deposit-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '200');
  await expect(qr).toHaveAttribute('data-level', 'H');
  const box = await qr.boundingBox();
  expect(Math.round(box!.width)).toBe(200);
  await expect(page.getByTestId('deposit-sheet-amount')).toHaveText('200.00');
  const countdown = page.getByTestId('deposit-countdown');
  await expect(countdown).toHaveText(/Pay within (10:00|09:5\d)/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  await expect(countdown).toHaveText(/Pay within 09:5\d/);
  await expect(page.getByTestId('deposit-order-id')).toHaveText(/^D/);

  // Closing runs the completion check: not paid yet, so it says so, and the order waits in the records.
  await page.getByTestId('deposit-sheet-back').click();
  await expect(page.getByText(/We have not received this payment yet/)).toBeVisible();
  await expect(page.getByTestId('deposit-sheet')).toBeHidden();
});

test.describe('with an operator', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a player verifies their identity, the operator approves it, the player binds an e-wallet and withdraws', async ({ page, operator, operatorApi }, testInfo) => {
    const player = await registerByApi(operatorApi);
    await setWalletPassword(operatorApi, player, 'wallet-pass-1');
    await logInAt(page, operator.url, player);

    // Withdrawing needs a verified identity first.
    await page.goto(`${operator.url}/lobby/wallets/withdraw`);
    await expect(page.getByTestId('withdraw-blocked-kyc')).toContainText('Verify your identity');
    await page.getByTestId('withdraw-kyc-link').click();
    await expect(page).toHaveURL(/\/walletsKyc$/);
    await expect(page.getByTestId('kyc-status-badge')).toHaveText('Not verified');

    await page.getByTestId('kyc-idType').selectOption('passport');
    await page.getByTestId('kyc-idNumber').fill('P1234567A');
    await page.getByTestId('kyc-firstName').fill('Juan');
    await page.getByTestId('kyc-lastName').fill('Dela Cruz');
    // §6: under 21 is refused before anything is sent.
    const year = new Date().getFullYear();
    await page.getByTestId('kyc-birthDate').fill(`${year - 18}-01-01`);
    await page.getByTestId('kyc-next').click();
    await expect(page.getByTestId('kyc-birthDate-error')).toHaveText('You must be 21 or older to verify your identity and play.');
    await page.getByTestId('kyc-birthDate').fill('1990-05-17');
    await page.getByTestId('kyc-next').click();
    await expect(page).toHaveURL(/\/walletsKycUpload$/);

    const photo = writeImage(testInfo.outputPath('id-photo.png'), pngImage(32, [200, 40, 40]));
    const selfie = writeImage(testInfo.outputPath('selfie.jpg'), await jpegImage(page, 48, '#3a7'));
    await page.getByTestId('kyc-file-idPhoto').setInputFiles(photo);
    await expect(page.getByTestId('kyc-uploaded-idPhoto')).toBeVisible();
    await expect(page.getByTestId('kyc-preview-idPhoto')).toHaveJSProperty('naturalWidth', 32);
    await page.getByTestId('kyc-file-selfie').setInputFiles(selfie);
    await expect(page.getByTestId('kyc-uploaded-selfie')).toBeVisible();
    await expect(page.getByTestId('kyc-preview-selfie')).toHaveJSProperty('naturalWidth', 48);
    await page.getByTestId('kyc-submit').click();
    await expect(page).toHaveURL(/\/walletsKyc$/);
    await expect(page.getByTestId('kyc-status-badge')).toHaveText('Under review');

    // The operator approves it on the command line.
    const submission = await pendingKycSubmission(operator, player.id);
    expect(await ops(operator, ['kyc', 'approve', submission, '--operator', 'e2e-reviewer'])).toContain(`approved KYC submission ${submission}`);
    await page.reload();
    await expect(page.getByTestId('kyc-status-badge')).toHaveText('Verified');

    // Bind an e-wallet through the page, then put money in to withdraw.
    await page.goto(`${operator.url}${bindPath(testInfo.project.name)}`);
    await page.getByTestId('bind-kind-ewallet').click();
    await page.getByTestId('bind-bank-101').click();
    await page.getByTestId('bind-name').fill('Juan Dela Cruz');
    await page.getByTestId('bind-number').fill('12345');
    await page.getByTestId('bind-submit').click();
    await expect(page.getByTestId('bind-number-error')).toHaveText('Enter the 11-digit mobile number of the wallet, starting with 09.');
    await page.getByTestId('bind-number').fill(uniqueWallet());
    await page.getByTestId('bind-submit').click();
    await expect(page.getByTestId('account-101')).toContainText('GCash');
    await depositByApi(operatorApi, player, 300_00);

    await withdrawThroughPage(page, operator.url, 'gcash', '100.00', 'wallet-pass-1');
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 200.00');
    await showRecords(page, testInfo.project.name, 'withdraw');
    await expect(page.getByTestId('withdraw-record').first()).toHaveAttribute('data-status', 'pending');

    // The operator approves the withdrawal: the sandbox pays it out.
    const orderId = await pendingWithdrawal(operator, player.id);
    expect(await ops(operator, ['withdrawals', 'approve', orderId, '--operator', 'e2e-reviewer'])).toMatch(/approved: .*paid/);
    await page.reload();
    await showRecords(page, testInfo.project.name, 'withdraw');
    await expect(page.locator(`[data-testid="withdraw-record"][data-order-id="${orderId}"]`)).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 200.00');
  });

  test('a rejected withdrawal returns the coins', async ({ page, operator, operatorApi }, testInfo) => {
    const player = await registerByApi(operatorApi);
    await setWalletPassword(operatorApi, player, 'wallet-pass-2');
    await bindByApi(operatorApi, player, 101, uniqueWallet());
    await verifyByApi(operatorApi, operator, player);
    await depositByApi(operatorApi, player, 250_00);
    await logInAt(page, operator.url, player);

    await withdrawThroughPage(page, operator.url, 'gcash', '150.00', 'wallet-pass-2');
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 100.00');

    const orderId = await pendingWithdrawal(operator, player.id);
    expect(await ops(operator, ['withdrawals', 'reject', orderId, '--reason', 'Name does not match the ID', '--operator', 'e2e-reviewer']))
      .toContain('rejected, coins returned');
    await page.reload();
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 250.00');
    await showRecords(page, testInfo.project.name, 'withdraw');
    const record = page.locator(`[data-testid="withdraw-record"][data-order-id="${orderId}"]`);
    await expect(record).toHaveAttribute('data-status', 'rejected');
    await expect(record.getByTestId('withdraw-record-returned')).toHaveText('Reason: Name does not match the ID The coins were returned to your balance.');
  });

  test('a player cancels a withdrawal under review: the coins come back and the operator can no longer approve it', async ({ page, operator, operatorApi }, testInfo) => {
    const player = await registerByApi(operatorApi);
    await setWalletPassword(operatorApi, player, 'wallet-pass-3');
    await bindByApi(operatorApi, player, 101, uniqueWallet());
    await verifyByApi(operatorApi, operator, player);
    await depositByApi(operatorApi, player, 250_00);
    await logInAt(page, operator.url, player);

    await withdrawThroughPage(page, operator.url, 'gcash', '120.00', 'wallet-pass-3');
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 130.00');
    const orderId = await pendingWithdrawal(operator, player.id);
    await showRecords(page, testInfo.project.name, 'withdraw');
    const record = page.locator(`[data-testid="withdraw-record"][data-order-id="${orderId}"]`);
    await expect(record).toHaveAttribute('data-status', 'pending');

    await record.getByTestId('withdraw-record-cancel').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Cancel the withdrawal of 120.00');
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(record).toHaveAttribute('data-status', 'cancelled');
    await expect(record.getByTestId('withdraw-record-returned')).toHaveText('The coins were returned to your balance.');
    await expect(record.getByTestId('withdraw-record-cancel')).toHaveCount(0);
    await expect(page.getByTestId('pay-balance')).toHaveText('Balance 250.00');

    // The operator's queue no longer has it.
    const approve = await operator.ops(['withdrawals', 'approve', orderId, '--operator', 'e2e-reviewer']);
    expect(approve.status, approve.stdout).toBe(1);
    expect(approve.stdout).toContain('is cancelled, not pending');
    await page.goto(`${operator.url}/lobby/home`);
    await expect(page.getByTestId('header-balance')).toHaveText('250.00');
  });
});
