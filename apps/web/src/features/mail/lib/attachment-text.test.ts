import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/index.ts';
import { registerMailTexts } from '../texts.ts';
import { attachmentsText, giftState } from './attachment-text.ts';

registerMailTexts();
const t = i18n.t.bind(i18n);

describe('attachment texts', () => {
  it('names coins and points by amount and other items by id and count', () => {
    expect(attachmentsText(t, [{ id: 2001, count: 123_456, betRate: 1 }, { id: 2002, count: 305 }, { id: 1301, count: 2 }]))
      .toBe('1,234.56 coins + 3.05 points + Item 1301 × 2');
    expect(attachmentsText(t, [])).toBe('');
  });
});

describe('giftState', () => {
  it('is none without attachments, then received, expired or claimable', () => {
    expect(giftState({ hasAttachments: false, received: false, expired: true })).toBe('none');
    expect(giftState({ hasAttachments: true, received: true, expired: true })).toBe('received');
    expect(giftState({ hasAttachments: true, received: false, expired: true })).toBe('expired');
    expect(giftState({ hasAttachments: true, received: false, expired: false })).toBe('claimable');
  });
});
