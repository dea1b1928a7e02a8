// The UPI deep link a QR code carries (NPCI's upi://pay form): payee address, payee name, currency.

export function upiPayLink(payeeAddress: string, payeeName: string): string {
  // The address keeps its '@' (every UPI app reads it so); the name is percent-encoded, spaces as %20.
  const pa = encodeURIComponent(payeeAddress).replace(/%40/g, '@');
  return `upi://pay?pa=${pa}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
}
