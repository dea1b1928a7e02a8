// The UPI QR code, drawn from path data made at build time (scripts/upi-qr-plugin.ts).
import { upiQrCodes } from 'virtual:upi-qr';

/** Screen pixels per module: a whole number keeps every module the same size, which scanners like. */
const MODULE_PX = 4;

export function UpiQrCode({ upi, title }: { upi: string; title: string }) {
  const code = upiQrCodes[upi];
  if (!code) return null;
  const px = code.size * MODULE_PX;
  return (
    <svg
      className="upi-qr"
      viewBox={`0 0 ${code.size} ${code.size}`}
      width={px}
      height={px}
      role="img"
      aria-label={title}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} stroke="#000" strokeWidth="1" />
    </svg>
  );
}

export function upiLinkFor(upi: string): string | undefined {
  return upiQrCodes[upi]?.link;
}
