import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { CallError } from '../../../shared/api/errors.ts';
import type { ClientError } from '../../../shared/api/errors.ts';
import { clearToken, getToken, setToken } from '../../../shared/session/token.ts';
import { FakeXhr } from './fake-xhr.ts';
import { uploadKycFile } from './upload-kyc.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;

describe('uploadKycFile', () => {
  beforeEach(() => {
    FakeXhr.reset();
    setToken('tok');
  });
  afterEach(() => clearToken());

  it('posts the kind, then the file, as multipart with the login and device headers, reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadKycFile('selfie', new File([PNG], 'me.png', { type: 'image/png' }), { createRequest, onProgress: (f) => progress.push(f) });
    const request = FakeXhr.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/app/v1/uploadKyc');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.headers['X-Device-Id']).toBeTruthy();
    expect([...request.body!.keys()]).toEqual(['kind', 'file']);
    expect(request.body!.get('kind')).toBe('selfie');
    expect((request.body!.get('file') as File).name).toBe('me.png');
    request.progress(6, 12);
    request.respond(200, { code: 200, errcode: 0, fileId: 'f_1', kind: 'selfie', size: 12, mime: 'image/png' });
    await expect(done).resolves.toEqual({ fileId: 'f_1', kind: 'selfie', size: 12, mime: 'image/png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the server\'s refusal', async () => {
    const done = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest });
    FakeXhr.sent[0]!.respond(200, { code: 200, errcode: PaymentErrcode.KycFileTooLarge, msg: 'too large' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect((error as CallError).errcode).toBe(PaymentErrcode.KycFileTooLarge);
  });

  it('clears the login on 401, so the login guard takes over', async () => {
    const done = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest });
    FakeXhr.sent[0]!.respond(200, { code: 401, errcode: 401 });
    await expect(done).rejects.toBeInstanceOf(CallError);
    expect(getToken()).toBeNull();
  });

  it('tells a failed transport apart: network, HTTP error, unreadable answer, cancel', async () => {
    const network = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest });
    FakeXhr.sent[0]!.onerror?.();
    expect(((await network.catch((e: unknown) => e)) as ClientError).kind).toBe('ERR_NETWORK');

    const http = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest });
    FakeXhr.sent[1]!.respond(413, 'too large');
    expect(((await http.catch((e: unknown) => e)) as ClientError).kind).toBe('ERR_BAD_REQUEST');

    const garbled = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest });
    FakeXhr.sent[2]!.respond(200, '<html>');
    expect(((await garbled.catch((e: unknown) => e)) as ClientError).kind).toBe('ERR_BAD_RESPONSE');

    const controller = new AbortController();
    const canceled = uploadKycFile('idPhoto', new Blob([PNG]), { createRequest, signal: controller.signal });
    controller.abort();
    expect(((await canceled.catch((e: unknown) => e)) as ClientError).kind).toBe('ERR_CANCELED');
  });
});
