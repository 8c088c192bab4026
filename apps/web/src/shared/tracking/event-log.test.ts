import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent } from '@casino/contract';
import { beaconBatch, createEventLog, flushWhenHidden } from './event-log.ts';
import { setEventUserId, track } from './track.ts';

const event = (n: number): ClientEvent => ({ eventName: `e${n}`, eventTime: 1_900_000_000 + n, eventUserId: 0 });

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Stands in for navigator.sendBeacon; answers what the browser would (true: queued). */
function stubBeacon(accept = true) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => accept);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  return beacon;
}
const beaconBody = async (beacon: ReturnType<typeof stubBeacon>, index: number) => {
  const blob = beacon.mock.calls[index]![1] as Blob;
  // jsdom's Blob has no text(); its FileReader reads it.
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
  return { type: blob.type, body: JSON.parse(text) as Record<string, unknown> & { eventList: ClientEvent[] } };
};

describe('the event log batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('sends a full batch of 20 at once and never more than 20 in one call', () => {
    const sent: ClientEvent[][] = [];
    const log = createEventLog({ send: (batch) => { sent.push(batch); return true; } });
    for (let i = 0; i < 45; i++) log.add(event(i));
    expect(sent.map((batch) => batch.length)).toEqual([20, 20]);
    expect(log.pending()).toBe(5);
    vi.advanceTimersByTime(3_000);
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(sent.flat().map((e) => e.eventName)).toEqual(Array.from({ length: 45 }, (_, i) => `e${i}`));
  });

  it('sends what waits 3 s after the first event, not before', () => {
    const send = vi.fn(() => true);
    const log = createEventLog({ send });
    log.add(event(1));
    vi.advanceTimersByTime(1_000);
    log.add(event(2));
    vi.advanceTimersByTime(1_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([event(1), event(2)]);
    // Nothing waiting: no timer runs, nothing more is sent.
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a batch the browser refused for the next flush', () => {
    let accept = false;
    const send = vi.fn(() => accept);
    const log = createEventLog({ send });
    log.add(event(1));
    vi.advanceTimersByTime(3_000);
    expect(log.pending()).toBe(1);
    accept = true;
    log.flush();
    expect(log.pending()).toBe(0);
    expect(send).toHaveBeenLastCalledWith([event(1)]);
  });

  it('flushes by beacon when the page is hidden, in batches of at most 20, as application/json', async () => {
    const beacon = stubBeacon();
    const log = createEventLog({ send: (batch) => beaconBatch(batch, { url: '/app/v1/anonymous/appEventLogClient', appId: 'demo-web', deviceId: 'device-7', platform: 0 }) });
    const stop = flushWhenHidden(log);
    for (let i = 0; i < 25; i++) log.add(event(i));
    expect(beacon).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(2);
    // Reading the Blobs below takes jsdom's timers.
    vi.useRealTimers();
    expect(beacon.mock.calls[1]![0]).toBe('/app/v1/anonymous/appEventLogClient');
    const last = await beaconBody(beacon, 1);
    expect(last.type).toBe('application/json');
    expect(last.body).toMatchObject({ clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0, deviceId: 'device-7' });
    expect(last.body.eventList).toHaveLength(5);
    expect(last.body.eventList[0]).toMatchObject({ eventName: 'e20', eventTime: 1_900_000_020, eventUserId: 0, channel: 'WEB', version: '1.0.28' });
    expect((await beaconBody(beacon, 0)).body.eventList).toHaveLength(20);
    // Hidden again with nothing waiting: no empty beacon.
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('track', () => {
  afterEach(() => {
    setEventUserId(0);
    setVisibility('visible');
  });

  it('stamps the time in seconds and the logged-in player, and the page hiding sends it by beacon', async () => {
    const beacon = stubBeacon();
    vi.spyOn(Date, 'now').mockReturnValue(1_900_000_123_456);
    setEventUserId(100_042);
    track('active_interface_show', { interfaceId: 3, showType: 1 });
    setEventUserId(null);
    track('guest_event');
    await vi.waitFor(() => {
      setVisibility('hidden');
      expect(beacon).toHaveBeenCalled();
    });
    const { body } = await beaconBody(beacon, 0);
    expect(body.eventList).toEqual([
      expect.objectContaining({ eventName: 'active_interface_show', eventTime: 1_900_000_123, eventUserId: 100_042, params: { interfaceId: 3, showType: 1 } }),
      expect.objectContaining({ eventName: 'guest_event', eventTime: 1_900_000_123, eventUserId: 0 }),
    ]);
  });
});
