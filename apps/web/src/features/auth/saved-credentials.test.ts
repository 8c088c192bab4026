import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../shared/storage/keys.ts';
import { forgetSavedCredentials, loadSavedCredentials, obfuscate, reveal, saveCredentials } from './saved-credentials.ts';

describe('saved credentials', () => {
  it('round-trips any text through the obfuscation', () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    for (const text of ['', 'p', 'hunter2-hunter2', 'päss wörd ✓ 密码', 'x'.repeat(200)]) {
      expect(reveal(obfuscate(text, key), key)).toBe(text);
    }
  });

  it('does not keep the password readable in storage', () => {
    saveCredentials({ account: 'luckyace', password: 'hunter2-secret' });
    const stored = localStorage.getItem(StorageKey.savedCredentials) ?? '';
    expect(stored).toContain('luckyace');
    expect(stored).not.toContain('hunter2');
    expect(localStorage.getItem(StorageKey.credentialKey)).toBeTruthy();
  });

  it('loads what was saved and forgets it on request', () => {
    expect(loadSavedCredentials()).toBeNull();
    saveCredentials({ account: 'luckyace', password: 'päss wörd' });
    expect(loadSavedCredentials()).toEqual({ account: 'luckyace', password: 'päss wörd' });
    forgetSavedCredentials();
    expect(loadSavedCredentials()).toBeNull();
  });

  it('ignores damaged entries', () => {
    localStorage.setItem(StorageKey.savedCredentials, '{"account":1}');
    expect(loadSavedCredentials()).toBeNull();
    localStorage.setItem(StorageKey.savedCredentials, 'not json');
    expect(loadSavedCredentials()).toBeNull();
  });
});
