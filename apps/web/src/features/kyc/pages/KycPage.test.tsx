import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { useKycDraft } from '../lib/kyc-draft.ts';
import { philippineToday } from '../lib/kyc-rules.ts';
import { logInPlayer } from '../testing.ts';
import KycPage from './KycPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const state = (changes: Record<string, unknown> = {}) => ({
  ...ok, status: 'none', reason: '', idType: null, idNumber: '', submitTime: null, reviewTime: null, dueTime: Date.UTC(2025, 0, 8), ...changes,
});

/** A birth date `years` ago today (Philippine calendar), moved by `days`. */
function birthDate(years: number, days = 0): string {
  const today = philippineToday();
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function fillDetails(birth: string) {
  await user().selectOptions(await screen.findByTestId('kyc-idType'), 'driversLicense');
  await user().type(screen.getByTestId('kyc-idNumber'), 'N01-23-456789');
  await user().type(screen.getByTestId('kyc-firstName'), 'Juan');
  await user().type(screen.getByTestId('kyc-lastName'), 'Dela Cruz');
  await user().type(screen.getByTestId('kyc-birthDate'), birth);
}

describe('KycPage', () => {
  beforeEach(async () => {
    clearToken();
    useKycDraft.getState().clear();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it.each([
    ['pending', 'Under review', false],
    ['approved', 'Verified', false],
    ['none', 'Not verified', true],
  ])('status %s reads "%s"; the form shows only when a submission is due', async (status, label, form) => {
    stubServer({ kyc: state({ status }) });
    renderRoute(<KycPage />, { path: '/walletsKyc' });
    expect((await screen.findByTestId('kyc-status-badge')).textContent).toBe(label);
    expect(screen.queryByTestId('kyc-form') !== null).toBe(form);
  });

  it('a rejection shows its reason and the form again', async () => {
    stubServer({ kyc: state({ status: 'rejected', reason: 'The photo is blurred', idType: 'passport', idNumber: '*****567A' }) });
    renderRoute(<KycPage />, { path: '/walletsKyc' });
    expect((await screen.findByTestId('kyc-reason')).textContent).toBe('Reason: The photo is blurred');
    expect(screen.getByText('Passport *****567A')).toBeTruthy();
    expect(screen.getByTestId('kyc-form')).toBeTruthy();
  });

  it('§6: refuses a birth date under 21', async () => {
    stubServer({ kyc: state() });
    const { router } = renderRoute(<KycPage />, { path: '/walletsKyc' });
    await fillDetails(birthDate(21, 1));
    await user().click(screen.getByTestId('kyc-next'));
    expect(screen.getByTestId('kyc-birthDate-error').textContent).toBe('You must be 21 or older to verify your identity and play.');
    expect(router.state.location.pathname).toBe('/walletsKyc');
  });

  it('keeps valid details for the upload page and goes there', async () => {
    stubServer({ kyc: state() });
    const { router } = renderRoute(<KycPage />, { path: '/walletsKyc' });
    await fillDetails(birthDate(21));
    await user().click(screen.getByTestId('kyc-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/walletsKycUpload'));
    expect(useKycDraft.getState().details).toMatchObject({ idType: 'driversLicense', idNumber: 'N01-23-456789', firstName: 'Juan', lastName: 'Dela Cruz' });
  });

  it('names every missing field', async () => {
    stubServer({ kyc: state() });
    renderRoute(<KycPage />, { path: '/walletsKyc' });
    await user().click(await screen.findByTestId('kyc-next'));
    expect(screen.getByTestId('kyc-idType-error').textContent).toBe('Choose your ID type.');
    expect(screen.getByTestId('kyc-idNumber-error').textContent).toBe('Enter your ID number.');
    expect(screen.getByTestId('kyc-firstName-error').textContent).toBe('Enter your name as it appears on your ID.');
    expect(screen.getByTestId('kyc-birthDate-error').textContent).toBe('Enter your date of birth.');
  });
});
