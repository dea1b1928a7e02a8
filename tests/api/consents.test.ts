// The four separate consents of Apply Now (issue 18): each recorded in the database (issue 42) with the policy versions and the time,
// term_and_condition sent upstream as the one consent field of the contract, and the application refused with a
// message per field when a required consent is missing.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { consentCopy, type ConsentRecord } from '../../shared/schemas/consent.ts';
import { consentPolicies } from '../../shared/policy-versions.ts';

const { app } = await startApp(t, {
  // The requests come from our own proxy, so their x-request-id is taken (issue 40).
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_APPLICATIONS: '1000',
  RATE_LIMIT_APPLICATIONS_PER_MOBILE: '1000',
});
const sandbox = app.services.sandbox!;
const address = await noidaAddress(app);
/** The consent records in the database, as the operators' command prints them. */
const records = async () =>
  (await app.database.query<{ record: ConsentRecord }>('SELECT record FROM consents')).rows.map(
    (r) => r.record,
  );
// The fixtures' applicant verified their mobile with a code first (issue 16).
const cookie = await verifiedSession(app, 'apply', '9876543210');
const post = (body: unknown, requestId?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body as object,
    headers: {
      'content-type': 'application/json',
      cookie,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });

t.test(
  'each consent is recorded with what it said, the policy versions and the time',
  async (t) => {
    const before = Date.now();
    const res = await post(
      applicationBody(address, { panNumber: 'KQZPA1111B', consentMarketing: true }),
      'consent-1',
    );
    t.equal(res.statusCode, 201);
    const record = (await records()).find((r) => r.requestId === 'consent-1')!;
    t.ok(record, 'a durable consent record names the request id the lending API received');
    t.equal(record.pan, 'KQZPA1111B');
    t.equal(record.mobile, '9876543210');
    t.equal(record.channel, 'website');
    const at = Date.parse(record.at);
    t.ok(at >= before && at <= Date.now(), 'the time the server received the consents');
    t.same(
      record.consents.map((c: { purpose: string; given: boolean }) => [c.purpose, c.given]),
      [
        ['terms', true],
        ['creditReport', true],
        ['contact', true],
        ['marketing', true],
      ],
    );
    for (const c of record.consents)
      t.equal(
        c.text,
        consentCopy[c.purpose as keyof typeof consentCopy].label,
        `${c.purpose}: its text`,
      );
    t.same(record.consents[0]!.policies, {
      'terms-conditions': consentPolicies['terms-conditions'],
      'privacy-policy': consentPolicies['privacy-policy'],
    });
    t.same(consentPolicies['privacy-policy'], { version: '2.1', effective: '2026-11-28' });
    t.equal(sandbox.records.applications.at(-1)!.term_and_condition, 'YES');
  },
);

t.test('marketing is optional: left out, it is recorded as not given', async (t) => {
  const res = await post(applicationBody(address, { panNumber: 'KQZPA2222C' }), 'consent-2');
  t.equal(res.statusCode, 201);
  const record = (await records()).find((r) => r.requestId === 'consent-2')!;
  t.same(record.consents.find((c: { purpose: string }) => c.purpose === 'marketing')!.given, false);
});

t.test(
  'without the required consents the application is refused, one message per consent',
  async (t) => {
    const sentBefore = sandbox.records.applications.length;
    const recordsBefore = (await records()).length;
    const res = await post(
      applicationBody(address, {
        panNumber: 'KQZPA3333D',
        acceptTerms: false,
        consentCreditReport: false,
        consentContact: undefined,
        consentMarketing: true,
      }),
    );
    t.equal(res.statusCode, 422);
    t.same(res.json().errors, {
      acceptTerms: consentCopy.terms.missing,
      consentCreditReport: consentCopy.creditReport.missing,
      consentContact: consentCopy.contact.missing,
    });
    t.equal(sandbox.records.applications.length, sentBefore, 'nothing reached the lending API');
    t.equal((await records()).length, recordsBefore, 'no consent record for a refused application');
  },
);

t.test('one missing required consent is enough to refuse', async (t) => {
  for (const field of ['acceptTerms', 'consentCreditReport', 'consentContact']) {
    const res = await post(applicationBody(address, { panNumber: 'KQZPA4444E', [field]: false }));
    t.equal(res.statusCode, 422, field);
    t.same(Object.keys(res.json().errors), [field]);
  }
});
