import qrcode from 'qrcode-generator';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/**
 * The modules of a QR code for `text` (true: dark), rows of columns, without the quiet zone.
 * The text is encoded as UTF-8 bytes: the encoder's own byte mode keeps only the low 8 bits
 * of each character, which would garble a non-ASCII merchant name in an EMVCo payload.
 */
export function qrMatrix(text: string, level: QrErrorCorrection): boolean[][] {
  const code = qrcode(0, level);
  const bytes = new TextEncoder().encode(text);
  code.addData(String.fromCharCode(...bytes), 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/** One SVG path drawing every dark module as a 1x1 square, offset by the quiet zone. */
export function qrPath(matrix: readonly (readonly boolean[])[], quietZone: number): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    });
  });
  return parts.join('');
}
