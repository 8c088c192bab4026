import { describe, expect, it } from 'vitest';
import { checkKycFile, sniffImageType } from './kyc-file.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

describe('KYC files', () => {
  it('tells the image type by the first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7 ....'))).toBeNull();
  });

  it('accepts an image under the limit, whatever its name or declared type', async () => {
    expect(await checkKycFile(new File([new Uint8Array(PNG)], 'id.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('refuses another type, a file over the limit and an empty file', async () => {
    expect(await checkKycFile(new File(['%PDF-1.7'], 'id.png', { type: 'image/png' }))).toBe('type');
    expect(await checkKycFile(new File([new Uint8Array(JPEG), new Uint8Array(100)], 'id.jpg'), 50)).toBe('size');
    expect(await checkKycFile(new File([], 'id.jpg'))).toBe('unreadable');
  });
});
