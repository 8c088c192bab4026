import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import { renderRoute } from '../../../test/render.tsx';
import { clearToken } from '../../../shared/session/token.ts';
import { drawVerifyPath } from '../paths.ts';
import VerifyPage from './VerifyPage.tsx';

const serverSeed = 'c'.repeat(64);
const weights = [1, 4, 30, 120, 220, 300, 225, 100];
const index = pickWeighted(roundFloats({ serverSeed, clientSeed: 'cs' }, 2, 1)[0]!, weights);
const draw = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'cs', nonce: 2, weights, index };
const renderVerify = (at: string) => renderRoute(<VerifyPage />, { path: '/verify', at });

describe('/verify with a promotion draw (kind=draw)', () => {
  afterEach(() => clearToken());

  it('recomputes a revealed draw from its link and says it matches', async () => {
    renderVerify(drawVerifyPath(draw));
    expect((await screen.findByTestId('verify-status')).dataset.status).toBe('verified');
    expect(screen.getByTestId('verify-draw-recomputed').textContent).toBe(String(index + 1));
  });

  it('says a draw whose index the seeds do not give is not verified', async () => {
    renderVerify(drawVerifyPath({ ...draw, index: (index + 1) % weights.length }));
    expect((await screen.findByTestId('verify-status')).dataset.status).toBe('mismatch');
  });

  it('waits for the server seed while the pair is secret, then checks the one pasted', async () => {
    renderVerify(drawVerifyPath({ ...draw, serverSeed: '' }));
    expect((await screen.findByTestId('verify-status')).dataset.status).toBe('unrevealed');
    await userEvent.type(screen.getByTestId('verify-draw-seed-input'), serverSeed);
    await userEvent.click(screen.getByTestId('verify-draw-check'));
    expect((await screen.findByTestId('verify-status')).dataset.status).toBe('verified');
  });

  it('refuses a malformed draw link', async () => {
    renderVerify('/verify?kind=draw&nonce=x');
    expect(await screen.findByTestId('verify-draw-invalid')).toBeTruthy();
  });
});
