import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { OperatorErrcode } from '@casino/contract/operator/errcodes';
import { authProvider, forgetOperator } from './auth-provider.ts';
import { LoginPage, signInError } from './LoginPage.tsx';
import { ConsoleError } from '../api/call.ts';
import { ok, stubServer } from '../test/server-stub.ts';

const renderLogin = () => render(<AdminContext authProvider={authProvider}><LoginPage /></AdminContext>);

describe('the sign-in page', () => {
  it('asks for the password, then the code; a wrong code says so and lets the operator try again', async () => {
    forgetOperator();
    const { sent } = stubServer({
      login: [ok({ challenge: 'c'.repeat(43), expiresAt: 1 })],
      secondFactor: [{ code: 200, errcode: OperatorErrcode.WrongCode, msg: 'wrong' }, ok({ operator: { id: 1, username: 'ana', role: 'support', permissions: ['console.self'] }, recoveryCodesLeft: 10, idleMinutes: 30, expiresAt: 1 })],
      me: [ok({ operator: { id: 1, username: 'ana', role: 'support', permissions: ['console.self'] }, expiresAt: 1 })],
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-username'), ' ana ');
    await user.type(screen.getByTestId('login-password'), 'A-long-password-1');
    await user.click(screen.getByTestId('login-submit'));
    await user.type(await screen.findByTestId('login-code'), '123456');
    await user.click(screen.getByTestId('login-verify'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('That code is wrong or was already used');
    await user.type(screen.getByTestId('login-code'), '654321');
    await user.click(screen.getByTestId('login-verify'));
    await waitFor(() => expect(sent.filter((s) => s.name === 'secondFactor')).toHaveLength(2));
    expect(sent[0]?.body).toEqual({ username: 'ana', password: 'A-long-password-1' });
    expect(sent.filter((s) => s.name === 'secondFactor').map((s) => s.body)).toEqual([
      { challenge: 'c'.repeat(43), code: '123456' }, { challenge: 'c'.repeat(43), code: '654321' },
    ]);
  });

  it('explains each refusal of the sign-in', () => {
    expect(signInError(new ConsoleError('x', 409, OperatorErrcode.WrongCredentials))).toBe('Wrong username or password.');
    expect(signInError(new ConsoleError('x', 409, OperatorErrcode.Locked, 840))).toBe('Too many failed attempts. Try again in 14 minutes.');
    expect(signInError(new ConsoleError('x', 409, OperatorErrcode.ChallengeInvalid))).toContain('Start again');
    expect(signInError(new ConsoleError('x', 409, OperatorErrcode.Deactivated))).toContain('deactivated');
    expect(signInError(new ConsoleError('Too many requests', 429, 429))).toContain('Wait a minute');
    expect(signInError(new Error('boom'))).toBe('Sign-in failed; try again');
  });
});
