import { encode } from 'uqr';

export interface UpiQrProps {
  link: string;
  /** Its accessible name: what scanning it pays, and to whom. */
  label: string;
  className: string;
  /** Its side in CSS pixels. */
  size?: number;
}

/** Dark modules as one SVG path (a rectangle per run of dark modules in a row): small DOM, crisp at any size. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/**
 * The QR code of a `upi://pay` link, drawn here from the link the provider answered (no image request to a third
 * party, nothing leaves the phone). Loaded lazily: only UPI codes need the encoder.
 */
export default function UpiQr({ link, label, className, size: side = 200 }: UpiQrProps) {
  const { data, size } = encode(link, { ecc: 'M', border: 4 });
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={side}
      height={side}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  );
}
