import { describe, expect, it } from 'vitest';
import { matchRoutes } from '../../shared/router/index.ts';
import type { RouteObject } from '../../shared/router/index.ts';
import { desktopRoutes } from './desktop.tsx';
import { mobileRoutes } from './mobile.tsx';
import type { RouteHandle } from './route-kit.tsx';

function leaf(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return { route: last?.route, handle: (last?.route.handle ?? {}) as RouteHandle };
}

function expectRoute(routes: RouteObject[], path: string, isPublic: boolean) {
  const { route, handle } = leaf(routes, path);
  expect(route?.path, `${path} is registered`).not.toBe('*');
  expect(handle.public === true, `${path} public flag`).toBe(isPublic);
}

const activities = ['index', 'spin', 'cashBonus', 'agent', 'agentCount', 'agent5', 'vipRebate', 'follow', 'supply', 'festival',
  'weekendLottery', 'freeSign', 'christmas', 'newYear', 'firstCharge', 'inviteFriends', 'depositEvery', 'sign', 'signPay'];
const rules = ['points', 'signBonus', 'agent', 'dayBonus', 'supply', 'christmas', 'newYear', 'agent5'];

describe('mobile route table (§2)', () => {
  it.each([
    ['/lobby/home', true], ['/lobby/wallets/deposit', false], ['/lobby/wallets/withdraw', false], ['/lobby/notice', true],
    ['/lobby/task', false], ['/lobby/activity', false], ['/lobby/rewards', true], ['/lobby/email', false],
    ['/withdrawal/bank', false], ['/points', false], ['/service', true], ['/bindBankCard', false], ['/bankCardList', false],
    ['/start', false], ['/search', false], ['/notice/detail/5', true], ['/reward/detail/5', false],
    ['/profile/user', false], ['/profile/bank', false], ['/profile/task', false], ['/profile/vip', false],
    ['/profile/email', false], ['/profile/superior', false], ['/profile/favorites', false], ['/profile/more', false],
    ['/profile/agree/terms', false], ['/profile/license', false], ['/profile/info', false],
    ['/record/transaction', false], ['/bind', false], ['/forget', true], ['/about', true], ['/login', true],
    ['/register', true], ['/test', false], ['/apkdownload', true],
    ['/walletsPassword', false], ['/walletsKyc', false], ['/walletsKycUpload', false],
    ['/terms-of-use', true], ['/privacy-policy', true], ['/verify', true],
    ...activities.map((name): [string, boolean] => [`/activity/${name}`, name === 'weekendLottery']),
    ...rules.map((name): [string, boolean] => [`/rule/${name}`, true]),
  ])('%s (public: %s)', (path, isPublic) => expectRoute(mobileRoutes, path, isPublic));

  it('redirects / to the home page and names unknown paths not found', () => {
    expect(leaf(mobileRoutes, '/').route?.loader).toBeTypeOf('function');
    expect(leaf(mobileRoutes, '/no/such/page').route?.path).toBe('*');
  });

  it('names every coming-soon screen', () => {
    // Each activity page the promotions registry does not draw yet is named activity_<name>.
    for (const name of activities.filter((n) => n !== 'index')) {
      const screen = leaf(mobileRoutes, `/activity/${name}`).handle.screen;
      if (screen !== undefined) expect(screen).toBe(`activity_${name}`);
    }
    // The spin wheel is drawn by the promotions registry (decision 083).
    expect(leaf(mobileRoutes, '/activity/spin').handle.screen).toBeUndefined();
  });

  it('places the promotions screens from their registry, not as coming-soon pages', () => {
    for (const path of ['/lobby/activity', '/lobby/rewards', '/reward/detail/5', '/rule/agent5', '/activity/firstCharge']) {
      expect(leaf(mobileRoutes, path).handle.screen, path).toBeUndefined();
    }
    expect(leaf(desktopRoutes, '/activity/firstCharge').handle.screen).toBeUndefined();
  });
});

describe('desktop route table (§2)', () => {
  it.each([
    ['/login', true], ['/register', true], ['/start', false], ['/forget', true],
    ['/lobby/home', true], ['/lobby/games', false], ['/lobby/rewards', true], ['/lobby/notice', true],
    ['/lobby/notice/detail/3', true], ['/lobby/member', false], ['/lobby/profile', false], ['/lobby/wallets/deposit', false],
    ['/lobby/bindBankCard', false], ['/lobby/points', false], ['/rule/points', true], ['/lobby/bind', false],
    ['/lobby/record/transaction', false], ['/lobby/favorites', false], ['/profile/bank', false], ['/profile/vip', false],
    ['/profile/task', false], ['/withdrawal/bank', false], ['/terms-of-use', true], ['/privacy-policy', true],
    ['/walletsPassword', false], ['/walletsKyc', false], ['/walletsKycUpload', false], ['/verify', true],
    ...activities.map((name): [string, boolean] => [`/activity/${name}`, name === 'weekendLottery']),
  ])('%s (public: %s)', (path, isPublic) => expectRoute(desktopRoutes, path, isPublic));

  it.each(['/', '/bind', '/profile/info', '/profile/user', '/bindBankCard', '/points'])('%s redirects', (path) => {
    expect(leaf(desktopRoutes, path).route?.loader).toBeTypeOf('function');
  });
});

describe('game screens (§2, docs/decisions/025)', () => {
  it.each([['mobile', '/start'], ['desktop', '/start'], ['mobile', '/verify'], ['desktop', '/verify']])('%s %s is a built page', (table, path) => {
    const { route, handle } = leaf(table === 'mobile' ? mobileRoutes : desktopRoutes, path);
    expect(route?.path).not.toBe('*');
    expect(handle.screen, 'not a coming-soon page').toBeUndefined();
  });
});

describe('task screen (§2)', () => {
  it.each([['mobile', '/lobby/task'], ['mobile', '/profile/task'], ['desktop', '/profile/task']])('%s %s is a built page', (table, path) => {
    const { route, handle } = leaf(table === 'mobile' ? mobileRoutes : desktopRoutes, path);
    expect(route?.path).not.toBe('*');
    expect(handle.screen, 'not a coming-soon page').toBeUndefined();
    expect(handle.inShell === true, 'inside the mobile lobby shell').toBe(path === '/lobby/task');
  });
});

describe('wallet screens (§2)', () => {
  it.each([
    ['mobile', '/lobby/wallets/main'], ['mobile', '/points'], ['mobile', '/record/transaction'], ['mobile', '/walletsPassword'],
    ['desktop', '/lobby/wallets/main'], ['desktop', '/lobby/points'], ['desktop', '/lobby/record/transaction'], ['desktop', '/walletsPassword'],
  ])('%s %s is a built page that needs a login', (table, path) => {
    const { route, handle } = leaf(table === 'mobile' ? mobileRoutes : desktopRoutes, path);
    expect(route?.path).not.toBe('*');
    expect(handle.screen, 'not a coming-soon page').toBeUndefined();
    expect(handle.public).not.toBe(true);
  });

});

describe('payment screens (§2)', () => {
  it.each([
    ['mobile', '/lobby/wallets/deposit'], ['mobile', '/lobby/wallets/withdraw'], ['mobile', '/withdrawal/gcash'], ['mobile', '/bindBankCard'],
    ['mobile', '/bankCardList'], ['mobile', '/profile/bank'], ['mobile', '/walletsKyc'], ['mobile', '/walletsKycUpload'],
    ['desktop', '/lobby/wallets/deposit'], ['desktop', '/lobby/wallets/withdraw'], ['desktop', '/withdrawal/gcash'], ['desktop', '/lobby/bindBankCard'],
    ['desktop', '/profile/bank'], ['desktop', '/walletsKyc'], ['desktop', '/walletsKycUpload'],
  ])('%s %s is a built page that needs a login', (table, path) => {
    const { route, handle } = leaf(table === 'mobile' ? mobileRoutes : desktopRoutes, path);
    expect(route?.path).not.toBe('*');
    expect(handle.screen, 'not a coming-soon page').toBeUndefined();
    expect(handle.public).not.toBe(true);
  });

  it('keeps deposit and withdraw inside the mobile lobby shell', () => {
    expect(leaf(mobileRoutes, '/lobby/wallets/deposit').handle.inShell).toBe(true);
    expect(leaf(mobileRoutes, '/lobby/wallets/withdraw').handle.inShell).toBe(true);
  });
});
