// The UPI QR code, drawn from path data made at build time (scripts/upi-qr-plugin.ts). The codes are a chunk of
// their own: the browser's first page reads the drawing back from the SVG the server rendered and never downloads
// them; a client-side navigation to the page loads them with the page (RepayPage's `loadContent`), as a blog
// post's text is (decisions 0119, 0127).
import { use, useState } from 'react';
import { readBack } from '../../read-back.ts';

/** Screen pixels per module: a whole number keeps every module the same size, which scanners like. */
const MODULE_PX = 4;

const drawnSelector = 'svg.upi-qr[data-upi]';

const codes = readBack(() => import('virtual:upi-qr'), drawnSelector);

/** Before the page renders: the codes, unless this page already shows them (the browser's first page). */
export const loadUpiCodes = codes.loadUnlessShown;

interface Drawing {
  size: number;
  /** The SVG's content: its white ground and the modules' path. */
  html: string;
}

/** The drawing the server rendered for this UPI id into this page, if it did. */
function drawingIn(upi: string): Drawing | undefined {
  const svg = Array.from(document.querySelectorAll<SVGSVGElement>(drawnSelector)).find(
    (el) => el.dataset.upi === upi,
  );
  const size = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
  return svg && size ? { size, html: svg.innerHTML } : undefined;
}

export function UpiQrCode({ upi, title }: { upi: string; title: string }) {
  const [drawn] = useState(() => codes.readBack(() => drawingIn(upi)));
  const code = drawn ? undefined : (codes.current() ?? use(codes.load())).upiQrCodes[upi];
  const size = drawn?.size ?? code?.size;
  if (!size) return null;
  const px = size * MODULE_PX;
  const svg = {
    className: 'upi-qr',
    'data-upi': upi,
    viewBox: `0 0 ${size} ${size}`,
    width: px,
    height: px,
    role: 'img',
    'aria-label': title,
    shapeRendering: 'crispEdges',
  } as const;
  // The read-back HTML is the server's own rendering of the lines below, from this page: no visitor input.
  if (drawn) return <svg {...svg} dangerouslySetInnerHTML={{ __html: drawn.html }} />;
  return (
    <svg {...svg}>
      <rect width={size} height={size} fill="#fff" />
      <path d={code!.path} stroke="#000" strokeWidth="1" />
    </svg>
  );
}
