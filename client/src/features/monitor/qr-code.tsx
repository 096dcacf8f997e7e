import { encode } from 'uqr';

/** The blank margin a reader needs around the code, in modules (the QR standard's four). */
const QUIET_ZONE = 4;

/**
 * A QR code as an SVG, dark on white in both themes (a phone reads it off a dark monitor too): one
 * path of unit squares on the code's own grid, scaled by CSS. Loaded lazily (screen-qr.tsx), so the
 * encoder is no part of what the monitor or the totem downloads before its screen shows.
 */
export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const code = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  code.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="screen-qr-code"
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
