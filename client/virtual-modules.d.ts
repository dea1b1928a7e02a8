// Modules the build makes up (see scripts/upi-qr-plugin.ts).

declare module 'virtual:upi-qr' {
  /** Per UPI id in site.bankAccounts: the upi://pay link and its QR code as SVG path data. */
  export const upiQrCodes: Readonly<Record<string, { link: string; size: number; path: string }>>;
}
