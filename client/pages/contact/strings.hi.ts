// Contact Us component words in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const contactUi: Translation<typeof En.contactUi> = {
  officeHours: 'ऑफ़िस का समय: ',
  categories: {
    'General question': 'सामान्य सवाल',
    Complaint: 'शिकायत',
    Repayment: 'लोन चुकाना',
    KYC: 'KYC',
    Privacy: 'गोपनीयता',
    'Fraud / unauthorised lender': 'धोखाधड़ी / बिना अनुमति वाला लेंडर',
  },
};
