import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { PaymentErrcode } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../../shared/api/errors.ts';
import { registerKycTexts } from '../texts.ts';
import { describeKycFailure } from './kyc-errors.ts';

const refused = (errcode: number, extra: { msg?: string; retryAfter?: number; code?: number } = {}) =>
  new CallError('exchange', { code: extra.code ?? 200, errcode, msg: extra.msg, retryAfter: extra.retryAfter });

describe('describeKycFailure', () => {
  beforeAll(() => registerKycTexts());
  const t = i18n.t;

  it.each([
    [PaymentErrcode.KycFileType, 'This file is not a JPEG, PNG or WebP image.', undefined],
    [PaymentErrcode.KycFileTooLarge, 'The image is larger than 5 MB.', undefined],
    [PaymentErrcode.KycFileNotFound, 'An uploaded photo was not accepted any more. Please upload it again.', true],
    [PaymentErrcode.KycUnderAge, 'You must be 21 or older to verify your identity and play.', undefined],
    [PaymentErrcode.KycAlreadyPending, 'A submission is already being reviewed.', undefined],
    [PaymentErrcode.KycAlreadyApproved, 'Your identity is already verified.', undefined],
    [PaymentErrcode.KycUploadLimit, 'Too many photos uploaded without submitting. Please submit or try again tomorrow.', undefined],
  ])('errcode %s -> its own message', (errcode, message, reupload) => {
    expect(describeKycFailure(refused(errcode), t)).toEqual(reupload ? { message, reupload } : { message });
  });

  it('falls back to the payment messages', () => {
    expect(describeKycFailure(new ClientError(ClientErrorKind.Network), t).message).toBe('Network Error');
  });
});
