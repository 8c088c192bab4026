import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { FakeXhr } from '../api/fake-xhr.ts';
import { useKycDraft } from '../lib/kyc-draft.ts';
import { logInPlayer } from '../testing.ts';
import KycUploadPage from './KycUploadPage.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const details = { idType: 'passport' as const, idNumber: 'P1234567A', firstName: 'Juan', middleName: '', lastName: 'Dela Cruz', birthDate: '1990-05-17' };

function pick(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
}

describe('KycUploadPage', () => {
  let answer: (request: FakeXhr) => void;

  beforeEach(async () => {
    clearToken();
    await logInPlayer();
    FakeXhr.reset();
    answer = (request) => {
      const kind = String(request.body?.get('kind'));
      request.progress(6, 12);
      request.respond(200, { ...ok, fileId: `file_${kind}`, kind, size: 12, mime: 'image/png' });
    };
    FakeXhr.onSend = (request) => answer(request);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useKycDraft.getState().setDetails(details);
  });
  afterEach(() => {
    useKycDraft.getState().clear();
    clearSession();
  });

  it('asks for the details first when there are none', async () => {
    useKycDraft.getState().clear();
    renderRoute(<KycUploadPage />, { path: '/walletsKycUpload' });
    expect((await screen.findByTestId('kyc-no-draft-link')).getAttribute('href')).toBe('/walletsKyc');
  });

  it('uploads each photo as it is chosen, then submits the details with both file ids', async () => {
    const server = stubServer({
      addKyc: { ...ok, status: 'pending', reason: '', idType: 'passport', idNumber: '*****567A', submitTime: 1, reviewTime: null, dueTime: 2 },
    });
    const { router } = renderRoute(<KycUploadPage />, { path: '/walletsKycUpload' });
    expect((screen.getByTestId('kyc-submit') as HTMLButtonElement).disabled).toBe(true);
    pick('kyc-file-idPhoto', new File([PNG], 'id.png', { type: 'image/png' }));
    expect(await screen.findByTestId('kyc-uploaded-idPhoto')).toBeTruthy();
    pick('kyc-camera-selfie', new File([PNG], 'selfie.png', { type: 'image/png' }));
    expect(await screen.findByTestId('kyc-uploaded-selfie')).toBeTruthy();
    expect(FakeXhr.sent.map((r) => r.body?.get('kind'))).toEqual(['idPhoto', 'selfie']);

    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/walletsKyc'));
    expect(server.calls.find((c) => c.url.endsWith('/addKyc'))!.body).toMatchObject({ ...details, photoFileId: 'file_idPhoto', selfieFileId: 'file_selfie' });
    expect(useKycDraft.getState().details).toBeNull();
  });

  it('offers the camera on phones, for the selfie the front one', () => {
    renderRoute(<KycUploadPage />, { path: '/walletsKycUpload' });
    expect(screen.getByTestId('kyc-camera-selfie').getAttribute('capture')).toBe('user');
    expect(screen.getByTestId('kyc-camera-idPhoto').getAttribute('capture')).toBe('environment');
    expect(screen.getByTestId('kyc-file-idPhoto').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses a file that is not an image before uploading it, and shows the server\'s refusal of one', async () => {
    renderRoute(<KycUploadPage />, { path: '/walletsKycUpload' });
    pick('kyc-file-idPhoto', new File(['%PDF-1.7'], 'id.png', { type: 'image/png' }));
    expect((await screen.findByTestId('kyc-upload-error-idPhoto')).textContent).toBe('Choose a JPEG, PNG or WebP image.');
    expect(FakeXhr.sent).toHaveLength(0);

    answer = (request) => request.respond(200, { code: 200, errcode: PaymentErrcode.KycUploadLimit, msg: 'limit' });
    pick('kyc-file-selfie', new File([PNG], 'selfie.png', { type: 'image/png' }));
    expect((await screen.findByTestId('kyc-upload-error-selfie')).textContent)
      .toBe('Upload failed. Too many photos uploaded without submitting. Please submit or try again tomorrow.');
  });
});
