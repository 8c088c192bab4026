import { useMemo } from 'react';
import { Limits } from '@casino/contract';
import { qrMatrix, qrPath } from '../lib/qr-matrix.ts';
import type { QrErrorCorrection } from '../lib/qr-matrix.ts';

/** The light margin a scanner needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path: §9's 200 px and error correction H by default. Dark on
 * white whatever the theme, since scanners expect that contrast.
 */
export function QrCode({ text, label, size = Limits.qrCodeSize, level = Limits.qrErrorCorrection as QrErrorCorrection }: {
  text: string;
  label: string;
  size?: number;
  level?: QrErrorCorrection;
}) {
  const matrix = useMemo(() => qrMatrix(text, level), [text, level]);
  const span = matrix.length + QUIET_ZONE * 2;
  return (
    <svg className="pay-qr" width={size} height={size} viewBox={`0 0 ${span} ${span}`} role="img" aria-label={label}
      shapeRendering="crispEdges" data-testid="deposit-qr" data-modules={matrix.length} data-level={level}>
      <rect width={span} height={span} fill="#fff" />
      <path d={qrPath(matrix, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
