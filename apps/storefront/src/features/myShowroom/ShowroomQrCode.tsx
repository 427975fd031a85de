import { useMemo } from 'react';
import { encode } from 'uqr';

export interface ShowroomQrCodeProps {
  /** What the code holds: the showroom's link. */
  readonly value: string;
  /** Its accessible name (the code is an image of the link). */
  readonly label: string;
  readonly className?: string;
}

/**
 * A QR code of the showroom's link (uqr encodes it; medium error correction, so a printed
 * code still reads with a smudge). Drawn as one SVG path of dark modules on white with the
 * standard four-module quiet zone: it scales without blurring and prints sharp.
 */
export function ShowroomQrCode({ value, label, className }: ShowroomQrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const QUIET_ZONE = 4;

/** The dark modules as one path of unit squares (`M x y h1 v1 h-1 z`), quiet zone included. */
export function qrPath(value: string): { size: number; path: string } {
  const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: qr.size, path: parts.join('') };
}

/** The code as an SVG file, for "Download QR code" (print it on a flyer or a van). */
export function qrSvgFile(value: string): string {
  const { size, path } = qrPath(value);
  const scale = 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size * scale}" height="${size * scale}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
