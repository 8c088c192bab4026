import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from './hash.ts';
import { nodeHashFunctions } from './node-hash.ts';
import { hmacSha256, sha256 } from './sha256.ts';

const nodeSha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
const nodeHmac = (key: Uint8Array, message: Uint8Array): string => createHmac('sha256', key).update(message).digest('hex');

describe('pure SHA-256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto on every length around the block boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
      expect(toHex(sha256(data)), `length ${length}`).toBe(nodeSha256(data));
    }
  });

  it('matches node:crypto on random input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (data) => toHex(sha256(data)) === nodeSha256(data)),
      { numRuns: 500 },
    );
  });
});

describe('pure HMAC-SHA256', () => {
  it('matches RFC 4231 test cases 1, 2 and 6 (a key longer than a block)', () => {
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(toHex(hmacSha256(new Uint8Array(131).fill(0xaa), utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('matches node:crypto on random keys and messages, switching keys between calls', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 80 }), (key, message, otherKey) => {
        const first = toHex(hmacSha256(key, message));
        const other = toHex(hmacSha256(otherKey, message));
        const again = toHex(hmacSha256(key, message));
        return first === nodeHmac(key, message) && other === nodeHmac(otherKey, message) && again === first;
      }),
      { numRuns: 500 },
    );
  });

  it('is not fooled by a key array changed in place after use', () => {
    const key = utf8('server-seed-a');
    const before = toHex(hmacSha256(key, utf8('m')));
    key[0] = 0x7a;
    expect(toHex(hmacSha256(key, utf8('m')))).toBe(nodeHmac(key, utf8('m')));
    expect(before).not.toBe(toHex(hmacSha256(key, utf8('m'))));
  });

  it('agrees with the node implementation behind the shared interface', () => {
    const key = utf8('k');
    const message = utf8('client:7:0');
    expect(toHex(nodeHashFunctions.hmacSha256(key, message))).toBe(toHex(hmacSha256(key, message)));
    expect(toHex(nodeHashFunctions.sha256(message))).toBe(toHex(sha256(message)));
  });
});
