// Masks personal identifiers for display: enough for a borrower to recognise their own, too little to misuse.

/** 98******10 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** a***a@example.com; the domain stays, as people know their own. */
export function maskEmail(email: string | null | undefined): string {
  if (!email || !email.includes('@')) return '';
  const [user = '', domain] = email.split('@') as [string, string];
  const shown =
    user.length <= 2
      ? user.slice(0, 1)
      : `${user[0]}${'*'.repeat(Math.min(user.length - 2, 6))}${user.slice(-1)}`;
  return `${shown}${user.length <= 2 ? '*' : ''}@${domain}`;
}

/** ABCPI****K */
export function maskPan(pan: string): string {
  const p = pan.trim().toUpperCase();
  if (p.length !== 10) return '*'.repeat(p.length);
  return `${p.slice(0, 5)}****${p.slice(9)}`;
}

/** ******5678: the form a code's destination is shown in (issue 16), the last four digits only. */
export function maskMobileTail(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `******${digits.slice(-4).padStart(4, '*')}`;
}
