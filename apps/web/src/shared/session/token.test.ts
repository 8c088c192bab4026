import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../storage/keys.ts';
import { clearToken, getToken, setToken, subscribeToken } from './token.ts';

describe('token store', () => {
  beforeEach(() => clearToken());

  it('holds the token in memory and mirrors it in localStorage', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('abc');
  });

  it('reads memory first, then storage', () => {
    setToken('in-memory');
    localStorage.setItem(StorageKey.accessToken, 'changed-elsewhere');
    expect(getToken()).toBe('in-memory');

    clearToken();
    localStorage.setItem(StorageKey.accessToken, 'from-storage');
    expect(getToken()).toBe('from-storage');
  });

  it('clears memory and storage together', () => {
    setToken('abc');
    clearToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });

  it('tells subscribers about logins and logouts', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('t1');
    clearToken();
    clearToken();
    unsubscribe();
    setToken('t2');
    expect(listener.mock.calls).toEqual([['t1'], [null]]);
  });
});
