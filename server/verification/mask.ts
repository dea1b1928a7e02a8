// Masks personal identifiers for display: enough for a borrower to recognise their own, too little to misuse.

/** ********10: the last two digits only (issue 15); too short to mask safely, all hidden. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
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

/**
 * ******234K: six of ten characters hidden, the last three digits and the check letter shown (issue 15). The five
 * leading letters are not secret enough to show (the fourth is the holder type, the fifth the surname's initial),
 * and with four digits shown a PAN fell to a few thousand guesses; with three it takes ten times as many.
 */
export function maskPan(pan: string): string {
  const p = pan.trim().toUpperCase();
  if (p.length !== 10) return '*'.repeat(p.length);
  return `${'*'.repeat(6)}${p.slice(6)}`;
}

/** ******5678: the form a code's destination is shown in (issue 16), the last four digits only. */
export function maskMobileTail(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `******${digits.slice(-4).padStart(4, '*')}`;
}
