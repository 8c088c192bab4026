import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/** A QR Ph (EMVCo merchant-presented) payload like the sandbox provider's. */
const EMV = '00020101021228600011ph.ppmi.p2m0111SBXPPHM1XXX0316SANDBOX00000000152047995530360854061000.005802PH5913Casino Sandbox6006Manila62270523D20250101ABCDEF12345676304A1B2';

/** The 7x7 finder pattern: a dark ring, a light ring, a dark 3x3 centre. */
function isFinder(matrix: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (matrix[top + r]![left + c] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('produces a square matrix of a valid QR size with the three finder patterns', () => {
    const matrix = qrMatrix(EMV, 'H');
    const size = matrix.length;
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect((size - 17) % 4).toBe(0);
    expect(isFinder(matrix, 0, 0)).toBe(true);
    expect(isFinder(matrix, 0, size - 7)).toBe(true);
    expect(isFinder(matrix, size - 7, 0)).toBe(true);
  });

  it('error correction H needs a larger code than L for the same payload', () => {
    expect(qrMatrix(EMV, 'H').length).toBeGreaterThan(qrMatrix(EMV, 'L').length);
  });

  it('is deterministic, and a different payload gives a different code', () => {
    expect(qrMatrix(EMV, 'H')).toEqual(qrMatrix(EMV, 'H'));
    expect(qrMatrix(`${EMV}X`, 'H')).not.toEqual(qrMatrix(EMV, 'H'));
  });

  it('encodes non-ASCII text as UTF-8 bytes', () => {
    expect(() => qrMatrix('Parañaque ₱100', 'H')).not.toThrow();
    expect(qrMatrix('Parañaque ₱100', 'H')).not.toEqual(qrMatrix('Paranaque P100', 'H'));
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, offset by the quiet zone', () => {
    expect(qrPath([[true, false], [false, true]], 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(qrPath([[false]], 4)).toBe('');
  });
});
