// Modules the build makes up (see scripts/upi-qr-plugin.ts, scripts/asset-versions-plugin.ts).

declare module 'virtual:upi-qr' {
  /** Per UPI id in site.bankAccounts: the upi://pay link and its QR code as SVG path data. */
  export const upiQrCodes: Readonly<Record<string, { link: string; size: number; path: string }>>;
}

declare module 'virtual:asset-versions' {
  /** Content version of each file under public/assets, keyed 'assets/img/logo.svg'. */
  export const assetVersions: import('../shared/asset-url.ts').AssetVersions;
}
