// How long each kind of record is kept after its end, in days: the one schedule the purge enforces
// (server/database/purge.ts) and the privacy notice states.
// - consent: the proof of what an applicant agreed to, 5 years from the application (the record-keeping period of
//   the PML Rules and RBI's KYC Direction), so it outlives any dispute about the loan it led to.
// - complaint, privacyRequest: 3 years after it was closed (the general limitation period for a claim); an open
//   one is never purged.
// - payment: 8 years after it settled (books of account, Companies Act 2013 s.128).
// - application: the log of applications forwarded (time, request id, lead id, language), 5 years, as the consent.
export type RecordKind = 'consent' | 'complaint' | 'privacyRequest' | 'payment' | 'application';

export const retentionDays: Readonly<Record<RecordKind, number>> = Object.freeze({
  consent: 5 * 365 + 1,
  complaint: 3 * 365 + 1,
  privacyRequest: 3 * 365 + 1,
  payment: 8 * 365 + 2,
  application: 5 * 365 + 1,
});
