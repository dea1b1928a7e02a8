// A Vite plugin that turns the site's UPI ids into QR codes at build time (module `virtual:upi-qr`), so pages get
// a few KB of SVG path data and the qrcode package never reaches the browser.
import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import { site } from '../shared/site.ts';
import { upiPayLink } from '../shared/upi.ts';

const MODULE_ID = 'virtual:upi-qr';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Quiet zone in modules around the code, inside the SVG. */
const MARGIN = 2;

export interface UpiQr {
  link: string;
  /** Width and height of the viewBox in modules, quiet zone included. */
  size: number;
  /** One stroke of width 1 per run of dark modules, each row at y + 0.5. */
  path: string;
}

export function upiQr(link: string): UpiQr {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let path = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      path += `M${start + MARGIN} ${y + MARGIN + 0.5}h${x - start}`;
    }
  }
  return { link, size: n + 2 * MARGIN, path };
}

export function upiQrPlugin(): Plugin {
  return {
    name: 'rupeeflow-upi-qr',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const codes: Record<string, UpiQr> = {};
      for (const bank of site.bankAccounts) {
        if ('upi' in bank && bank.upi)
          codes[bank.upi] = upiQr(upiPayLink(bank.upi, bank.accountName));
      }
      return `export const upiQrCodes = ${JSON.stringify(codes)};`;
    },
  };
}
