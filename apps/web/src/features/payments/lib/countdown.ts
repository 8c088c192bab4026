import { useEffect, useState } from 'react';

/**
 * When an order runs out on this device's clock. The server's createTime and expireTime are its
 * own clock; the order's lifetime is measured from when the answer arrived here, so a phone
 * whose clock is minutes off still counts down the time the server gives.
 */
export function localDeadline(order: { createTime: number; expireTime: number }, receivedAt: number): number {
  return receivedAt + Math.max(0, order.expireTime - order.createTime);
}

/** Whole seconds left until `deadline` (never negative), rounded up so 0 means the time is up. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 605 -> "10:05"; 36000 -> "10:00:00" (hours only when there are any). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Seconds left until `deadline`, re-rendering every second until it reaches 0. */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left <= 0) return undefined;
    // Wake at the next whole-second boundary of the deadline, so the display never skips a second.
    const wait = ((deadline - Date.now()) % 1000 + 1000) % 1000 || 1000;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [deadline, left, now]);
  return left;
}
