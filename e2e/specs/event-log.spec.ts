import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * The client event log (§7 appEventLogClient, docs/decisions/071): events go by beacon in
 * batches of at most 20, after 3 s or at once when 20 wait, and whatever waits goes when the page
 * is hidden. The server's answer to each beacon (stored: n) shows what it kept.
 */

interface LoggedEvent { eventName: string; eventTime: number; eventUserId: number; params?: Record<string, unknown> }
interface Beacon { events: LoggedEvent[]; contentType: string }

const EVENT_LOG_PATH = '/app/v1/anonymous/appEventLogClient';

/**
 * Every event-log beacon the page sends, as the page hands it to navigator.sendBeacon (the
 * browser does not show a beacon's Blob body to the test), counted in the page; and the
 * server's answers (stored: n) to the beacons it received.
 */
async function watchBeacons(page: Page) {
  const beacons: Beacon[] = [];
  const stored: number[] = [];
  await page.exposeBinding('recordEventLogBeacon', (_source, text: string, contentType: string) => {
    beacons.push({ events: (JSON.parse(text) as { eventList: LoggedEvent[] }).eventList, contentType });
  });
  await page.addInitScript((path) => {
    // The text of each Blob made from strings, read back synchronously: the page may be going away.
    const texts = new WeakMap<Blob, string>();
    const NativeBlob = window.Blob;
    window.Blob = class extends NativeBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        if (parts?.every((part) => typeof part === 'string')) texts.set(this, parts.join(''));
      }
    };
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith(path) && data instanceof NativeBlob) {
        const counted = window as unknown as { eventLogBeacons?: number };
        counted.eventLogBeacons = (counted.eventLogBeacons ?? 0) + 1;
        (window as unknown as { recordEventLogBeacon: (text: string, type: string) => void }).recordEventLogBeacon(texts.get(data) ?? '{}', data.type);
      }
      return send(url, data);
    };
  }, EVENT_LOG_PATH);
  page.on('response', (response) => {
    if (!response.url().endsWith(EVENT_LOG_PATH)) return;
    void response.json().then((answer: { code: number; errcode: number; stored?: number }) => {
      stored.push(answer.code === 200 && answer.errcode === 0 ? answer.stored ?? 0 : -1);
    }, () => undefined);
  });
  return {
    beacons,
    stored,
    named: (name: string) => beacons.flatMap((b) => b.events).filter((e) => e.eventName === name),
    /**
     * Hides the page the way a switch of tab or app does (visibilityState hidden, then the
     * event) and answers how many beacons went during the event itself: those are the flush on
     * page hide, not the 3 s timer.
     */
    hide: () => page.evaluate(() => {
      const counted = window as unknown as { eventLogBeacons?: number };
      const before = counted.eventLogBeacons ?? 0;
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      return (counted.eventLogBeacons ?? 0) - before;
    }),
  };
}

test('the first login screen of a device is logged once, as a guest, after 3 s by beacon', async ({ page }) => {
  const log = await watchBeacons(page);
  const before = Math.floor(Date.now() / 1000);
  await page.goto('/login');
  await expect.poll(() => log.named('first_enter_loginmenu').length).toBe(1);
  const [first] = log.named('first_enter_loginmenu');
  expect(first).toMatchObject({ eventUserId: 0, params: { firstEnterTime: expect.any(Number) } });
  // Seconds, not milliseconds.
  expect(first!.eventTime).toBeGreaterThanOrEqual(before);
  expect(first!.eventTime).toBeLessThan(before + 600);
  const beacon = log.beacons.find((b) => b.events.some((e) => e.eventName === 'first_enter_loginmenu'))!;
  expect(beacon.contentType).toBe('application/json');
  // The server stored the whole batch.
  await expect.poll(() => log.stored).toEqual([beacon.events.length]);
  expect(await page.evaluate(() => localStorage.getItem('casino.firstEnterLoginMenu'))).toMatch(/^\d{13}$/);

  // Again on the same device: nothing new waits, so hiding the page sends nothing.
  await page.reload();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await log.hide()).toBe(0);
  expect(log.named('first_enter_loginmenu')).toHaveLength(1);
});

test('a player\'s notice pop-ups are logged in batches of at most 20, and what waits goes when the page is hidden', async ({ page, request }) => {
  const player = await registerByApi(request);
  const log = await watchBeacons(page);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  const modal = page.getByTestId('notice-modal');
  await expect(modal).toBeVisible();
  const shows = () => log.named('active_interface_show');

  // The seeded pop-up has two notices: paging between them shows one after the other, each a
  // logged showing. Twenty pages in one go fill a batch, which leaves at once. They start once the
  // first showing has left by the timer: pages that started while it waited could straddle that
  // timer, which sends what waits, and no batch would reach 20.
  await modal.locator('nav button').first().waitFor();
  await expect.poll(() => shows().length).toBeGreaterThanOrEqual(1);
  await page.evaluate(async () => {
    const pages = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="notice-modal"] nav button')];
    for (let i = 0; i < 20; i++) {
      pages[(i + 1) % 2]!.click();
      // Let React render each page before the next click (clicks in one task are batched into one render).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
  await expect.poll(() => log.beacons.some((b) => b.events.length === 20)).toBe(true);
  // One more, then the page is hidden: the beacon goes during the hiding itself, not by the timer.
  const sentBefore = shows().length;
  await modal.locator('nav button').nth(0).click();
  await modal.locator('nav button').nth(1).click();
  expect(await log.hide()).toBe(1);
  await expect.poll(() => shows().length).toBeGreaterThanOrEqual(sentBefore + 1);

  for (const beacon of log.beacons) expect(beacon.events.length).toBeLessThanOrEqual(20);
  expect(log.beacons.at(-1)!.events.at(-1)).toMatchObject({ eventName: 'active_interface_show', params: { interfaceId: 2 } });
  for (const event of shows()) {
    expect(event).toMatchObject({ eventUserId: player.id, params: { showType: 1, interfaceId: expect.any(Number) } });
    expect([1, 2]).toContain(event.params!.interfaceId);
  }
  // The server stored every batch, whole.
  await expect.poll(() => [...log.stored].sort()).toEqual(log.beacons.map((b) => b.events.length).sort());
});
