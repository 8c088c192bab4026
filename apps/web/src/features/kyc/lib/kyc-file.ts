/**
 * Identity images as the server takes them (contract uploadKyc): JPEG, PNG or WebP judged by
 * their first bytes, at most 5 MB (the server's default; its answer is final).
 */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_ACCEPT = 'image/jpeg,image/png,image/webp';

export type KycImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type KycFileProblem = 'type' | 'size' | 'unreadable';

/** The image type from its first bytes (magic numbers); null for anything else. */
export function sniffImageType(bytes: Uint8Array): KycImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The first bytes of a file (Blob.arrayBuffer where there is one, FileReader otherwise). */
async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  const part = file.slice(0, length);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(part);
  });
}

/** Why a chosen file cannot be sent, or null: checked before its upload starts. */
export async function checkKycFile(file: Blob, maxBytes: number = KYC_MAX_FILE_BYTES): Promise<KycFileProblem | null> {
  if (file.size === 0) return 'unreadable';
  let head: Uint8Array;
  try {
    head = await headOf(file, 12);
  } catch {
    return 'unreadable';
  }
  if (sniffImageType(head) === null) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
