/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript, synchronous, so the
 * browser can recompute a round exactly as the server did (Web Crypto is asynchronous only).
 *
 * HMAC keeps the compressed ipad/opad blocks of the last key it saw: a run of rounds under one
 * server seed then costs two compressions per 32 output bytes instead of four.
 */
import type { HashFunctions } from './hash.ts';

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;

// One message schedule shared by every call: the functions here are synchronous and never
// re-entered, so sharing it saves an allocation per block.
const schedule = new Int32Array(64);
const oneBlockTail = new Uint8Array(BLOCK_BYTES);
const twoBlockTail = new Uint8Array(2 * BLOCK_BYTES);

/** Folds one 64-byte block of `data` starting at `offset` into `state`. */
function compress(state: Int32Array, data: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!;
  }
  compressSchedule(state);
}

/** Folds the block whose 16 words are already in schedule[0..16) into `state`. */
function compressSchedule(state: Int32Array): void {
  const w = schedule;
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const t1 = (h + sum1 + choice + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (sum0 + majority) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/**
 * Hashes `data` continuing from `state`, which has already absorbed `prefixBytes` bytes (a whole
 * number of blocks), and writes the digest to `out`.
 */
function finish(state: Int32Array, prefixBytes: number, data: Uint8Array, out: Uint8Array): void {
  const whole = data.length - (data.length % BLOCK_BYTES);
  for (let offset = 0; offset < whole; offset += BLOCK_BYTES) compress(state, data, offset);
  const rest = data.length - whole;
  // The tail, the 0x80 marker and the 64-bit bit length fit in one block or spill into two.
  const tail = rest + 9 <= BLOCK_BYTES ? oneBlockTail : twoBlockTail;
  tail.fill(0);
  for (let i = 0; i < rest; i++) tail[i] = data[whole + i]!;
  tail[rest] = 0x80;
  const bits = (prefixBytes + data.length) * 8;
  const high = Math.floor(bits / 0x100000000);
  const end = tail.length;
  tail[end - 8] = high >>> 24;
  tail[end - 7] = high >>> 16;
  tail[end - 6] = high >>> 8;
  tail[end - 5] = high;
  tail[end - 4] = bits >>> 24;
  tail[end - 3] = bits >>> 16;
  tail[end - 2] = bits >>> 8;
  tail[end - 1] = bits;
  for (let offset = 0; offset < tail.length; offset += BLOCK_BYTES) compress(state, tail, offset);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
}

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(DIGEST_BYTES);
  finish(INITIAL_STATE.slice(), 0, data, out);
  return out;
}

/** The two key-dependent states of HMAC: after absorbing key^ipad and key^opad. */
interface HmacKeyState {
  readonly key: Uint8Array;
  readonly inner: Int32Array;
  readonly outer: Int32Array;
}

function keyStateOf(key: Uint8Array): HmacKeyState {
  const block = new Uint8Array(BLOCK_BYTES);
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = INITIAL_STATE.slice();
  const outer = INITIAL_STATE.slice();
  const padded = new Uint8Array(BLOCK_BYTES);
  for (let i = 0; i < BLOCK_BYTES; i++) padded[i] = block[i]! ^ 0x36;
  compress(inner, padded, 0);
  for (let i = 0; i < BLOCK_BYTES; i++) padded[i] = block[i]! ^ 0x5c;
  compress(outer, padded, 0);
  return { key: key.slice(), inner, outer };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

let lastKeyState: HmacKeyState | undefined;
const innerDigest = new Uint8Array(DIGEST_BYTES);
const working = new Int32Array(8);
// A message this short, with its padding, fits the one block after the key block.
const ONE_BLOCK_MESSAGE = BLOCK_BYTES - 9;

/** HMAC-SHA256 of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  if (lastKeyState === undefined || !sameBytes(lastKeyState.key, key)) lastKeyState = keyStateOf(key);
  working.set(lastKeyState.inner);
  if (message.length <= ONE_BLOCK_MESSAGE) {
    // The common case (a round's `client:nonce:cursor`): pad straight into the word schedule.
    innerBlockOf(message);
    compressSchedule(working);
  } else {
    finish(working, BLOCK_BYTES, message, innerDigest);
    for (let i = 0; i < 8; i++) {
      const at = i * 4;
      working[i] = (innerDigest[at]! << 24) | (innerDigest[at + 1]! << 16) | (innerDigest[at + 2]! << 8) | innerDigest[at + 3]!;
    }
  }
  // The outer hash takes the inner digest's eight words as they are, then its padding.
  const w = schedule;
  for (let i = 0; i < 8; i++) w[i] = working[i]!;
  w[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) w[i] = 0;
  w[15] = (BLOCK_BYTES + DIGEST_BYTES) * 8;
  working.set(lastKeyState.outer);
  compressSchedule(working);
  const out = new Uint8Array(DIGEST_BYTES);
  for (let i = 0; i < 8; i++) {
    const word = working[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
  return out;
}

/** Loads a short message, its 0x80 marker and the bit length (after one key block) as one block. */
function innerBlockOf(message: Uint8Array): void {
  const w = schedule;
  w.fill(0, 0, 16);
  const length = message.length;
  for (let i = 0; i < length; i++) w[i >> 2]! |= message[i]! << (24 - 8 * (i & 3));
  w[length >> 2]! |= 0x80 << (24 - 8 * (length & 3));
  w[15] = (BLOCK_BYTES + length) * 8;
}

/** The pure implementation, usable anywhere JavaScript runs. */
export const pureHashFunctions: HashFunctions = { sha256, hmacSha256 };
