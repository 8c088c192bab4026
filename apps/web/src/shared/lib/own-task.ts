/**
 * A promise that resolves in a task of its own, in the order asked.
 *
 * Screens start their reads in React's effects, so a screen that reads eight queries would make
 * eight requests in the one task that runs those effects. Chromium spends 1-5 ms of the main
 * thread on each `fetch()` (building the request, the trip to the network service), which made
 * that task long enough to block input on a mid-range phone (decision 103). A message channel's
 * task is not clamped or throttled like a zero timer.
 */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

function post(): void {
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node's ports would keep a test process alive; browsers have no unref.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}

export function inOwnTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    waiting.push(resolve);
    post();
  });
}
