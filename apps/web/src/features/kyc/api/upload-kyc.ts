import { Code, Limits } from '@casino/contract';
import type { CallResponse, Envelope, KycFileKind } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../../shared/api/errors.ts';
import { getDeviceId } from '../../../shared/device/device-id.ts';
import { clearToken, getToken } from '../../../shared/session/token.ts';
// The contract's wirePath() of each call, resolved at build time (see build/contract-runtime.ts).
import wirePath from 'virtual:wire-paths';

export type UploadedKycFile = Pick<CallResponse<'uploadKyc'>, 'fileId' | 'kind' | 'size' | 'mime'>;

export interface UploadOptions {
  /** Called as the bytes go out: a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The request object (tests pass their own). */
  createRequest?: () => XMLHttpRequest;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null
    && typeof (value as Envelope).code === 'number' && typeof (value as Envelope).errcode === 'number';
}

/**
 * uploadKyc: one identity image as multipart/form-data (the field `kind`, then the file part
 * `file`; contract uploadKyc). Not the JSON call path, because the player should see the upload
 * progress, which only XMLHttpRequest reports. The same headers, timeout and answers as
 * shared/api's call: CallError when the server refused, ClientError when no usable answer came;
 * on 401 the login is cleared and the login guard takes the player to /login.
 */
export function uploadKycFile(kind: KycFileKind, file: Blob, options: UploadOptions = {}): Promise<UploadedKycFile> {
  const { onProgress, signal, createRequest = () => new XMLHttpRequest() } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ClientError(ClientErrorKind.Canceled));
      return;
    }
    const request = createRequest();
    const cancel = () => request.abort();
    const done = () => signal?.removeEventListener('abort', cancel);
    request.open('POST', (import.meta.env.VITE_API_BASE ?? '') + wirePath('uploadKyc'));
    request.timeout = Limits.requestTimeoutMs;
    request.responseType = 'text';
    request.setRequestHeader('X-Device-Id', getDeviceId());
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      done();
      if (request.status < 200 || request.status >= 300) {
        reject(new ClientError(request.status < 500 ? ClientErrorKind.BadRequest : ClientErrorKind.BadResponse, request.status));
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(String(request.responseText));
      } catch {
        reject(new ClientError(ClientErrorKind.BadResponse, request.status));
        return;
      }
      if (!isEnvelope(payload)) {
        reject(new ClientError(ClientErrorKind.BadResponse));
        return;
      }
      if (payload.code === Code.Unauthorized) clearToken();
      if (payload.code !== Code.Ok || payload.errcode !== 0) {
        reject(new CallError('uploadKyc', payload));
        return;
      }
      const { fileId, kind: uploadedKind, size, mime } = payload as unknown as UploadedKycFile;
      onProgress?.(1);
      resolve({ fileId, kind: uploadedKind, size, mime });
    };
    request.onerror = () => {
      done();
      reject(new ClientError(ClientErrorKind.Network));
    };
    request.ontimeout = () => {
      done();
      reject(new ClientError(ClientErrorKind.Timeout));
    };
    request.onabort = () => {
      done();
      reject(new ClientError(ClientErrorKind.Canceled));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    const form = new FormData();
    // The server reads `kind` before the file: it must come first.
    form.append('kind', kind);
    form.append('file', file, file instanceof File ? file.name : `${kind}.img`);
    request.send(form);
  });
}
