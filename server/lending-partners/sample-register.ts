// The register the sandbox shows when no LENDING_PARTNERS_FILE is given: sample rows, each marked as a sample,
// which a live start refuses (issue 45). An operator's file has the same shape (shared/schemas/lending-partners.ts).
import type { LendingPartnerRegister } from '../../shared/schemas/lending-partners.ts';

export const sampleRegister: LendingPartnerRegister = {
  partners: [
    {
      name: 'SalaryMitra app',
      kind: 'DLA',
      role: {
        en: 'Employee-benefits app operated by SalaryMitra Technologies Private Limited; shows our loan offer to eligible users and passes applications to us',
        hi: 'SalaryMitra Technologies Private Limited का कर्मचारी-सुविधा ऐप; योग्य लोगों को हमारा लोन ऑफ़र दिखाता है और आवेदन हमें भेजता है',
      },
      website: 'salarymitra.example',
      app: 'SalaryMitra (Android)',
      grievanceOfficer: {
        name: 'Mr. Rakesh Iyer',
        email: 'grievance@salarymitra.example',
        phone: '+91 80 4567 1200',
      },
      status: { en: 'Active', hi: 'सक्रिय' },
      sample: true,
    },
    {
      name: 'SalaryMitra Technologies Private Limited',
      kind: 'LSP',
      role: {
        en: 'Customer acquisition and onboarding support through the SalaryMitra app; first-level customer service',
        hi: 'SalaryMitra ऐप से ग्राहक जोड़ना और आवेदन में मदद; शुरुआती ग्राहक सेवा',
      },
      website: 'salarymitra.example',
      grievanceOfficer: {
        name: 'Mr. Rakesh Iyer',
        email: 'grievance@salarymitra.example',
        phone: '+91 80 4567 1200',
      },
      status: { en: 'Active', hi: 'सक्रिय' },
      sample: true,
    },
    {
      name: 'CollectRight Services Private Limited',
      kind: 'LSP',
      role: {
        en: 'Payment reminders and recovery of overdue loans as our authorised recovery agent',
        hi: 'भुगतान की याद दिलाना और हमारे अधिकृत वसूली एजेंट के रूप में बकाया लोन की वसूली',
      },
      website: 'collectright.example',
      grievanceOfficer: {
        name: 'Ms. Neha Kapoor',
        email: 'grievance@collectright.example',
        phone: '+91 11 4987 2300',
      },
      status: { en: 'Active', hi: 'सक्रिय' },
      sample: true,
    },
    {
      name: 'VeriTrust Analytics Private Limited',
      kind: 'LSP',
      role: {
        en: 'Underwriting support: document and bank-statement analysis for our credit team',
        hi: 'लोन की जाँच में मदद: हमारी क्रेडिट टीम के लिए दस्तावेज़ों और बैंक स्टेटमेंट का विश्लेषण',
      },
      website: 'veritrust.example',
      grievanceOfficer: {
        name: 'Mr. Joseph Thomas',
        email: 'grievance@veritrust.example',
        phone: '+91 22 4123 8800',
      },
      status: {
        en: 'Discontinued for new loans from 30 June 2026; existing loans continue to be serviced by the Company',
        hi: '30 जून 2026 से नए लोन के लिए बंद; पुराने लोन की सेवा कंपनी ख़ुद करती है',
      },
      sample: true,
    },
  ],
};
