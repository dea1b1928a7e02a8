// Line-icon set: 48x48, stroke #0A3D91 2.5 round, one light accent fill per icon, no text.
const A = 'fill="#EAF4FF"';
const T = 'fill="#12B886"';
export const ICONS = {
  'instant-approval': `<circle cx="27" cy="26" r="15" ${A}/><path d="M21 26.5l4.5 4.5 8-8.5M24 8h6M27 8v3M5 20h7M3 27h8M6 34h6"/>`,
  'affordable-rates': `<path d="M25 6h15a2 2 0 012 2v15L23 42 6 25z" ${A}/><circle cx="35" cy="13" r="2"/><circle cx="19" cy="22" r="2.2"/><circle cx="27" cy="30" r="2.2"/><path d="M18 31l10-10"/>`,
  'secure-process': `<path d="M24 5l15 6v11c0 10-7 17-15 21C16 39 9 32 9 22V11z" ${A}/><path d="M17.5 24l4.5 4.5 8.5-9"/>`,
  'customer-support': `<path d="M11 21h4v11h-4a3 3 0 01-3-3v-5a3 3 0 013-3zM37 21h-4v11h4a3 3 0 003-3v-5a3 3 0 00-3-3z" ${A}/><path d="M10 22v-2a14 14 0 0128 0v2M37 32c0 5-4 8-10 8"/><rect x="21" y="37.5" width="6" height="5" rx="2.5"/>`,
  'quick-disbursal': `<rect x="14" y="13" width="30" height="20" rx="3" ${A}/><circle cx="29" cy="23" r="4.5"/><path d="M19 18v10M39 18v10M4 17h6M6 23h4M4 29h6M14 38h24"/>`,
  age: `<path d="M9 26h30v15H9z" ${A}/><path d="M9 33c3 2.5 6 2.5 7.5 0s4.5-2.5 7.5 0 6 2.5 7.5 0 4.5-2.5 7.5 0M6 41h36M16 26v-6M24 26v-6M32 26v-6"/><path d="M16 11c1.6 1.8 1.6 3.6 0 5-1.6-1.4-1.6-3.2 0-5zM24 11c1.6 1.8 1.6 3.6 0 5-1.6-1.4-1.6-3.2 0-5zM32 11c1.6 1.8 1.6 3.6 0 5-1.6-1.4-1.6-3.2 0-5z"/>`,
  income: `<path d="M8 14h29a3 3 0 013 3v20a3 3 0 01-3 3H11a3 3 0 01-3-3z" ${A}/><path d="M8 14l22-7 2.5 7M32 23h10v8H32a4 4 0 010-8z"/><circle cx="33" cy="27" r="0.6"/>`,
  'id-proof': `<rect x="5" y="10" width="38" height="28" rx="4" ${A}/><circle cx="16" cy="21" r="4"/><path d="M9.5 32c1-4 3.5-5.5 6.5-5.5s5.5 1.5 6.5 5.5M27 19h10M27 25h10M27 31h6"/>`,
  'bank-account': `<path d="M5 18L24 7l19 11z" ${A}/><path d="M9 22v13M17 22v13M31 22v13M39 22v13M5 40h38M7 35.5h34"/><circle cx="24" cy="28" r="3"/>`,
  'no-collateral': `<path d="M9 21L24 9l15 12v18a2 2 0 01-2 2H11a2 2 0 01-2-2z" ${A}/><path d="M20 41V30h8v11M6 6l36 36"/>`,
  'low-credit-score': `<path d="M6 34a18 18 0 0136 0z" ${A}/><path d="M24 34l-9-9M6 34h36M11 22l3 2M24 16v3.5M37 22l-3 2"/><circle cx="24" cy="34" r="2.5"/>`,
  'flexible-tenure': `<path d="M26 36H9a3 3 0 01-3-3V13a3 3 0 013-3h22a3 3 0 013 3v10" ${A}/><path d="M6 18h28M13 6v7M27 6v7M12 24h4M19 24h4M12 29h4"/><path d="M30 34a6.5 6.5 0 0111.5-4.2M42.5 35a6.5 6.5 0 01-11.5 4.2M41.8 25.8v4.4h-4.4M30.7 43.4V39h4.4"/>`,
  'fully-online': `<rect x="5" y="8" width="38" height="26" rx="3" ${A}/><path d="M17 40h14M24 34v6M17 24a10 10 0 0114 0M20.5 27.5a5 5 0 017 0"/><circle cx="24" cy="30" r="0.8"/><path d="M13.5 20a15 15 0 0121 0"/>`,
  'apply-online': `<rect x="11" y="4" width="24" height="40" rx="4" ${A}/><path d="M21 9h4M16 17h14M16 23h14M16 29h8"/><path d="M29 29l11 4-5 2-2 5z" fill="#FFFFFF"/>`,
  approval: `<path d="M28 5H12a3 3 0 00-3 3v32a3 3 0 003 3h14M37 26V14l-9-9" ${A}/><path d="M28 5v9h9M15 17h8M15 23h14M15 29h8"/><circle cx="35" cy="36" r="8"/><path d="M31.5 36l2.5 2.5 4.5-4.5"/>`,
  'receive-funds': `<circle cx="30" cy="14" r="9" ${A}/><path d="M27.5 10h5.5M27.5 13h5.5M28.5 10c3.5 0 3.5 6 0 6h-1l4.5 4"/><path d="M4 30h6l8-3h7a3 3 0 010 6h-6M19 33h9l9-6a3 3 0 013.5 4.5L30 40H10M4 41V28"/>`,
  'start-using': `<path d="M24 4c7 5 10 12 9 22l-4 6H19l-4-6c-1-10 2-17 9-22z" ${A}/><circle cx="24" cy="17" r="3.5"/><path d="M15 26l-6 5 2 6 8-5M33 26l6 5-2 6-8-5M24 37v7M19.5 36.5l-2 4M28.5 36.5l2 4"/>`,
  'fill-form': `<rect x="8" y="8" width="26" height="34" rx="3" ${A}/><path d="M16 5h10v6H16zM14 20h14M14 26h10M14 32h6M41 18l-13 13-4 1 1-4 13-13a2.1 2.1 0 013 3z"/>`,
  'upload-kyc': `<path d="M14 36H12a8 8 0 01-1-15.9A12 12 0 0134 16a9 9 0 014 17.3" ${A}/><path d="M24 42V24M17 30l7-7 7 7"/>`,
  verification: `<circle cx="20" cy="15" r="7" ${A}/><path d="M6 40c1-8 6.5-12 14-12 3 0 5.5.6 7.5 1.8"/><circle cx="35" cy="34" r="8"/><path d="M31.5 34l2.5 2.5 4.5-4.5"/>`,
  'shield-lock': `<path d="M24 5l15 6v11c0 10-7 17-15 21C16 39 9 32 9 22V11z" ${A}/><rect x="17" y="21" width="14" height="11" rx="2"/><path d="M20 21v-3a4 4 0 018 0v3M24 25.5v2.5"/>`,
  users: `<circle cx="18" cy="16" r="7" ${A}/><path d="M4 40c1-8 6-12 14-12s13 4 14 12M30 9.5a7 7 0 010 13M35 28.5c5 1.5 8 5.5 9 11.5"/>`,
  clock: `<circle cx="24" cy="24" r="18" ${A}/><path d="M24 13v11l7 5"/>`,
  rupee: `<circle cx="24" cy="24" r="18" ${A}/><path d="M17 15h14M17 21h14M19 15c8.5 0 8.5 12 0 12h-2l10 9"/>`,
  percent: `<circle cx="24" cy="24" r="18" ${A}/><circle cx="18.5" cy="18.5" r="3"/><circle cx="29.5" cy="29.5" r="3"/><path d="M31 17L17 31"/>`,
  star: `<path d="M24 5l5.6 11.8 12.9 1.6-9.5 8.9 2.4 12.8L24 33.8l-11.4 6.3 2.4-12.8-9.5-8.9 12.9-1.6z" ${A}/>`,
  phone: `<path d="M15 6h-3a4 4 0 00-4 4c0 17 13 30 30 30a4 4 0 004-4v-3a2 2 0 00-1.4-1.9l-6.5-2.2a2 2 0 00-2.2.6l-2.4 3A24 24 0 0117.9 21l3-2.4a2 2 0 00.6-2.2l-2.2-6.5A2 2 0 0017.4 6z" ${A}/><path d="M29 6a13 13 0 0113 13M29 12a7 7 0 017 7"/>`,
  whatsapp: `<path d="M24 6a18 18 0 00-15.5 27L6 42l9.3-2.4A18 18 0 1024 6z" ${A}/><path d="M18 15.5h2.3l2 4.8-2 1.8a12 12 0 006 6l1.8-2 4.8 2v2.4a2.6 2.6 0 01-2.8 2.5C22.500 32.300 16 25.800 15.500 18.300A2.6 2.6 0 0118 15.500z"/>`,
  mail: `<rect x="5" y="10" width="38" height="28" rx="4" ${A}/><path d="M6 13l18 13 18-13"/>`,
  'map-pin': `<path d="M24 44s14-13 14-24a14 14 0 00-28 0c0 11 14 24 14 24z" ${A}/><circle cx="24" cy="20" r="5"/>`,
  'check-circle': `<circle cx="24" cy="24" r="18" ${A}/><path d="M16 24.5l5.5 5.5L32.5 19"/>`,
  quote: `<path d="M21 12c-7 1.5-12 6.5-12 14v10h11V25h-6c.5-4.5 3-7 7.5-8.5z" ${A}/><path d="M39 12c-7 1.5-12 6.5-12 14v10h11V25h-6c.5-4.5 3-7 7.5-8.5z"/>`,
  trophy: `<path d="M14 6h20v12a10 10 0 01-20 0z" ${A}/><path d="M14 10H7v3a7 7 0 007 7M34 10h7v3a7 7 0 01-7 7M24 28v7M16 42h16M18 42a6 6 0 0112 0"/>`,
  target: `<circle cx="22" cy="26" r="17" ${A}/><circle cx="22" cy="26" r="10"/><circle cx="22" cy="26" r="3"/><path d="M22 26L38 10M33 8v7h7"/>`,
  eye: `<path d="M3 24s8-13 21-13 21 13 21 13-8 13-21 13S3 24 3 24z" ${A}/><circle cx="24" cy="24" r="6.5"/><circle cx="24" cy="24" r="1.5"/>`,
  handshake: `<path d="M13 16l7-3h4l-7 6a2.6 2.6 0 003.6 3.6L26 19h3l9 9-4 4-11 8a2.4 2.4 0 01-3.2-3.4 2.4 2.4 0 01-3.4-3.4 2.4 2.4 0 01-3.4-3.4 2.4 2.4 0 01-3.4-3.4L9 26z" ${A}/><path d="M3 14l6 2-3 12-4-1M45 14l-7 2 4 12 4-1M28 13l7 3M33 28l-6 6M29.5 24.5l-6 6"/>`,
  lightning: `<path d="M27 4L9 27h13l-3 17 20-24H26z" ${A}/>`,
  calculator: `<rect x="10" y="4" width="28" height="40" rx="4" ${A}/><rect x="15" y="9" width="18" height="8" rx="1.5"/><path d="M17 24h.01M24 24h.01M31 24h.01M17 30.5h.01M24 30.5h.01M31 30.5v7M17 37h.01M24 37h.01" stroke-width="3.5"/>`,
  document: `<path d="M28 4H12a3 3 0 00-3 3v34a3 3 0 003 3h24a3 3 0 003-3V15z" ${A}/><path d="M28 4v11h11M16 24h16M16 31h16M16 17h6"/>`,
  briefcase: `<rect x="5" y="14" width="38" height="26" rx="4" ${A}/><path d="M17 14v-4a3 3 0 013-3h8a3 3 0 013 3v4M5 25c12 5 26 5 38 0M21 26v4h6v-4"/>`,
};

export function icon(name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="#0A3D91" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;
}
