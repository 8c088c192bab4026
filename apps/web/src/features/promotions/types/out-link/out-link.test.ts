import { describe, expect, it } from 'vitest';
import { ActivityType } from '@casino/contract';
import { entryTarget, linkTarget } from '../../entry-target.ts';
import { floatingActivityIds } from '../../lobby-rules.ts';
import { HOME_MODAL_ORDER } from '../registry.ts';

describe('link activities (Notice 25, OutLink 29)', () => {
  it('open an outside address in a new window and a notice as a screen, inside the desktop layout', () => {
    expect(linkTarget({ url: 'https://example.com/a' }, false)).toEqual({ kind: 'url', href: 'https://example.com/a' });
    expect(linkTarget({ url: '/notice/detail/7' }, false)).toEqual({ kind: 'route', to: '/notice/detail/7' });
    expect(linkTarget({ url: '/notice/detail/7' }, true)).toEqual({ kind: 'route', to: '/lobby/notice/detail/7' });
    expect(linkTarget({ url: '//evil.example/x' }, false)).toEqual({ kind: 'url', href: '//evil.example/x' });
    expect(linkTarget({}, false)).toBeNull();
  });

  it("fall back to the type's page for other activities", () => {
    expect(entryTarget(ActivityType.VIP, {}, false)).toEqual({ kind: 'route', to: '/activity/vipRebate' });
    expect(entryTarget(ActivityType.OutLink, { url: 'https://example.com/' }, false)).toEqual({ kind: 'url', href: 'https://example.com/' });
    expect(entryTarget(ActivityType.OutLink, {}, false)).toBeNull();
  });

  it('float and have a home modal like the others; the VIP rebate and the bind reward do not float', () => {
    const ids = [ActivityType.Notice, ActivityType.OutLink, ActivityType.VIP, ActivityType.Bind, ActivityType.RedPacket];
    const data = { activityIds: ids, isBankrupt: false, activityMap: Object.fromEntries(ids.map((id) => [String(id), { endTime: -1 }])) };
    expect(floatingActivityIds(data, new Date('2031-05-06T04:00:00Z'))).toEqual([ActivityType.Notice, ActivityType.OutLink, ActivityType.RedPacket]);
    expect(HOME_MODAL_ORDER).toEqual(expect.arrayContaining([ActivityType.Notice, ActivityType.OutLink]));
  });
});
