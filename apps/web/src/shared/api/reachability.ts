/**
 * Whether the server answered the app's last call: a call that fails below HTTP (no connection)
 * says no, any HTTP answer says yes. The browser's `navigator.onLine` alone misses a connection
 * that is up but leads nowhere, and a page opened while offline can read true.
 */
let reachable = true;
const listeners = new Set<() => void>();

export function serverReachable(): boolean {
  return reachable;
}

export function reportReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  listeners.forEach((listener) => listener());
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
