import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAppWorker, UPDATE_CHECK_INTERVAL_MS } from './register.ts';
import { appUpdateState, applyUpdate, page, resetAppUpdateState } from './update-state.ts';

/** A service worker as far as the page sees one: its state, its statechange events, the messages it gets. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  becomes(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  /** The browser found a new sw.js and starts installing it. */
  found(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  controller: object | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async () => this.registration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? {} : null;
  }
}

/** Makes navigator.serviceWorker the fake, as the page's own container. */
function serve(controlled: boolean): FakeContainer {
  const container = new FakeContainer(controlled);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

async function registered(controlled = true) {
  const container = serve(controlled);
  await registerAppWorker(container as unknown as ServiceWorkerContainer);
  return container;
}

describe('the service worker registration and new versions', () => {
  beforeEach(() => {
    resetAppUpdateState();
    vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js for the whole app, never from the HTTP cache', async () => {
    const container = await registered();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('offers a new version once it has installed behind a controlling worker', async () => {
    const container = await registered();
    const next = container.registration.found();
    expect(appUpdateState().updateReady).toBe(false);
    next.becomes('installed');
    expect(appUpdateState().updateReady).toBe(true);
  });

  it('does not call the first install an update', async () => {
    const container = await registered(false);
    container.registration.found().becomes('installed');
    expect(appUpdateState().updateReady).toBe(false);
  });

  it('looks for a new version hourly and whenever the app returns to the foreground', async () => {
    vi.useFakeTimers();
    const container = await registered();
    const { update } = container.registration;
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('Reload tells the waiting worker to take over, and reloads only once it has', async () => {
    const container = await registered();
    const next = container.registration.found();
    next.becomes('installed');
    container.registration.waiting = next;
    await applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(page.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('a controller change nobody asked for (the first install claiming the page) does not reload', async () => {
    const container = await registered(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('without a waiting worker, asks the server for one and otherwise reloads as it is', async () => {
    const container = await registered();
    await applyUpdate();
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
