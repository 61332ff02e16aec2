import { encode } from 'uqr';
import { useMemo } from 'react';
import classes from './QrCode.module.css';

export interface QrCodeProps {
  /** The text to encode, usually a URL. */
  value: string;
  /** Accessible name of the image, e.g. 礼物二维码. */
  label: string;
  /** Rendered width and height in px. */
  size?: number;
}

/** The dark modules of a QR matrix as one SVG path: a 1 × 1 square per module, run-length merged per row. */
function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

/** A QR code drawn as inline SVG (no canvas, no network), crisp at any size. The quiet zone comes from the frame around it. */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const { size: modules, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [value]);

  return (
    <div className={classes.frame} style={{ width: size + 24 }}>
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
        data-value={value}
      >
        <rect width={modules} height={modules} className={classes.light} />
        <path d={path} className={classes.dark} />
      </svg>
    </div>
  );
}
