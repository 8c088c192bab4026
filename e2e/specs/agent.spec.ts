import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { callApi, logInThroughForm, registerByApi, spinByApi } from '../support/players.ts';
import { nextPhilippineDay, roomInPhilippineDay, runJob, withServerClock } from '../support/sandbox-clock.ts';
import { E2E_SERVERS } from '../support/servers.ts';

/**
 * The agent's commission in the browser (docs/decisions/084): player B binds player A as inviter
 * (agentFill) and plays a house game; once the feed has counted B's bets, A's agent page shows
 * them as today's; after Manila midnight the day is settled and A's page shows the commission,
 * which A exchanges into coins once. It runs on the site whose clock moves
 * (support/sandbox-clock.ts), reckoning every day from the server's time.
 */

const site = E2E_SERVERS.clock;
test.use({ baseURL: site.url });

type Player = Awaited<ReturnType<typeof registerByApi>>;

const ARTIFACTS = new URL('../artifacts/', import.meta.url);

interface AgentState {
  level1BasisPoints: number;
  today: { day: string; level1Bets: number };
  commission: { settled: number; available: number };
  days: Array<{ day: string; level1Bets: number; commission: number }>;
}
const agentData = (request: APIRequestContext, player: Player) => callApi<AgentState>(request, '/app/v1/agentData', {}, player.token);
const coinOf = async (request: APIRequestContext, player: Player) => (await callApi<{ coin: number }>(request, '/app/v1/refreshData', {}, player.token)).coin;

/** 123456 -> "1,234.56", as the app shows money. */
const money = (hundredths: number): string => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

test("an invitee's bets show on the agent's page, the day settles after Manila midnight, and the commission is exchanged once", async ({ page, request }, testInfo) => {
  await withServerClock(site.port, async () => {
    // Room on both sides of the server's Philippine day: past the settlement's grace, and the bets on one day.
    await roomInPhilippineDay(request, site.url);

    const agent = await registerByApi(request);
    const invitee = await registerByApi(request);
    expect(await callApi(request, '/app/v1/agentFill', { pid: agent.id }, invitee.token)).toMatchObject({ errcode: 0, pid: agent.id });
    const running = await agentData(request, agent);
    expect(running.errcode, JSON.stringify(running)).toBe(0);
    const rate = running.level1BasisPoints;

    // B plays 1,000.00; the feed counts it for A (the job runs until it has counted all of it).
    await spinByApi(request, invitee.token, 10_000, 10);
    await expect.poll(async () => {
      expect(await runJob(request, site.url, 'promotions.agent.count')).toBe('ran');
      return (await agentData(request, agent)).today.level1Bets;
    }).toBe(100_000);

    await logInThroughForm(page, agent.account, agent.password);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await page.goto('/activity/agent');
    await expect(page.getByTestId('agent-today-level1')).toHaveText('1,000.00');
    await expect(page.getByTestId(`agent-invitee-${invitee.id}-total`)).toHaveText('1,000.00');
    await expect(page.getByTestId('agent-team-level1')).toHaveText('1');
    await expect(page.getByTestId('agent-exchange')).toBeDisabled();

    // 11 minutes past the next Manila midnight (the settlement waits 10): the day is settled.
    const betDay = (await agentData(request, agent)).today.day;
    const commission = Math.floor((100_000 * rate) / 10_000);
    await nextPhilippineDay(request, site.url, 11);
    await expect.poll(async () => {
      expect(await runJob(request, site.url, 'promotions.agent.settle')).toBe('ran');
      return (await agentData(request, agent)).days[0];
    }).toEqual({ day: betDay, level1Bets: 100_000, level2Bets: 0, commission });

    await page.reload();
    await expect(page.getByTestId('agent-available')).toHaveText(money(commission));
    await expect(page.getByTestId(`agent-day-${betDay}-commission`)).toHaveText(money(commission));
    await expect(page.getByTestId(`agent-invitee-${invitee.id}-total`)).toHaveText('1,000.00');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: new URL(`agent-${testInfo.project.name}.png`, ARTIFACTS).pathname, fullPage: true });

    const before = await coinOf(request, agent);
    await page.getByTestId('agent-exchange').click();
    await expect(page.getByTestId('agent-available')).toHaveText('0.00');
    await expect(page.getByTestId('agent-exchanged')).toHaveText(money(commission));
    expect(await coinOf(request, agent)).toBe(before + commission);
    // Once: a repeated exchange is refused and the balance stays.
    expect(await callApi(request, '/app/v1/agent3Exchange', {}, agent.token)).toMatchObject({ errcode: 1005 });
    expect(await coinOf(request, agent)).toBe(before + commission);
  });
});
