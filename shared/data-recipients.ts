// Who receives personal data, by role and company, as the privacy notice names them ({{recipients.*}} tokens,
// shared/service-promise-tokens.ts). Apart from shared/site.ts, which every page's first load carries (decision
// 0073): only the policy compiler reads this. Values marked SAMPLE are placeholders to replace before going live.

export const dataRecipients = {
  /** The four credit information companies registered with the RBI, to all of which NBFCs report. */
  creditBureaus:
    'TransUnion CIBIL Limited, Equifax Credit Information Services Private Limited, Experian Credit Information Company of India Private Limited and CRIF High Mark Credit Information Services Private Limited',
  /** The processors the privacy notice names, by role: the companies this deployment has contracted. */
  processors: {
    hosting: 'IndiCloud Data Centres Private Limited', // SAMPLE
    kyc: 'VeriTrust Analytics Private Limited', // SAMPLE
    payments: 'PayU Payments Private Limited',
    sms: 'TextBharat Communications Private Limited', // SAMPLE
    email: 'MailRoute India Private Limited', // SAMPLE
  },
} as const;
