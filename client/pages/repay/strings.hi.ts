// Repay Your Loan's component words in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const loanRows: Translation<typeof En.loanRows> = {
  name: 'नाम',
  loanNumber: 'लोन नंबर',
  amountDue: 'बकाया रकम',
  repaymentAmount: 'चुकाने की रकम',
  repaymentDate: 'चुकाने की तारीख़',
  status: 'स्थिति',
  mobile: 'मोबाइल',
  email: 'ई-मेल',
  pan: 'PAN',
};

export const bankCopy: Translation<typeof En.bankCopy> = {
  accountName: 'खाताधारक का नाम',
  accountNumber: 'खाता नंबर',
  ifsc: 'IFSC',
  branch: 'शाखा',
  accountType: 'खाते का प्रकार',
  upi: 'UPI ID',
  qrTitle: (accountName, upi) => `${accountName} को भुगतान का UPI QR कोड, UPI ID ${upi}`,
};

export const copyButtonCopy: Translation<typeof En.copyButtonCopy> = {
  copy: 'कॉपी',
  copied: 'कॉपी हो गया',
  failed: 'कॉपी नहीं हुआ',
  copyLabel: (label) => `${label} कॉपी करें`,
  copiedLabel: (label) => `${label} कॉपी हो गया`,
  failedLabel: (label) => `${label} कॉपी नहीं हो सका`,
};

export const loanStatusCopy: Translation<typeof En.loanStatusCopy> = {
  names: {
    Disbursed: 'लोन जारी हो चुका है',
    Overdue: 'भुगतान की तारीख़ निकल चुकी है',
    Closed: 'लोन बंद हो चुका है',
    Active: 'चालू',
  },
  // The lending system's own word, which we have no Hindi for yet: shown as it is, and said to be its word.
  unknown: (status) => `${status} (लोन सिस्टम में दर्ज स्थिति)`,
};

export const myLoansLink: Translation<typeof En.myLoansLink> = {
  text: 'अपने सभी लोन, भुगतान, रसीदें और दस्तावेज़ देखें',
};
