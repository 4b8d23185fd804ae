import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path from the `qrcode` library's module matrix: no canvas, no
 * data URL (the CSP allows neither from script), and it stays sharp at any size. Dark on white
 * in both themes, as phone cameras read best.
 */
export function QrCode({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, width } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    return { path: squares.join(''), width: modules.size + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
