/**
 * The two hash functions provably-fair play needs. The server passes the node:crypto
 * implementation; the browser passes the pure one (sha256.ts), which is synchronous.
 */
export interface HashFunctions {
  sha256(data: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array;
}

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
