import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { clearToken } from '../../../shared/session/token.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer } from '../testing.ts';
import AgreePage from './AgreePage.tsx';
import LicensePage from './LicensePage.tsx';
import MorePage from './MorePage.tsx';

describe('the agreement, licence and more screens', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it.each([['terms', 'Terms of Use', '1. Who may play'], ['privacy', 'Privacy Policy', null]])('/profile/agree/%s shows that text', (name, title, heading) => {
    renderRoute(<AgreePage />, { path: '/profile/agree/:name', at: `/profile/agree/${name}` });
    expect(screen.getByTestId(`agree-${name}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    if (heading) expect(screen.getByText(heading)).toBeTruthy();
  });

  it('an unknown agreement says so and leads back', () => {
    renderRoute(<AgreePage />, { path: '/profile/agree/:name', at: '/profile/agree/cookies' });
    expect(screen.getByTestId('agree-not-found').textContent).toContain('There is no such agreement.');
  });

  it('more lists about, both agreements, the licence, logout and the version', () => {
    renderRoute(<MorePage />, { path: '/profile/more' });
    const href = (key: string) => screen.getByTestId(`profile-link-${key}`).getAttribute('href');
    expect([href('about'), href('terms'), href('privacy'), href('license')]).toEqual(['/about', '/profile/agree/terms', '/profile/agree/privacy', '/profile/license']);
    expect(screen.getByTestId('more-logout')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe('App version v1.0.28');
  });

  it('the licence names the operator', () => {
    renderRoute(<LicensePage />, { path: '/profile/license' });
    expect(screen.getByTestId('license-text').textContent).toContain('Lucky Test is operated under a licence');
  });
});
