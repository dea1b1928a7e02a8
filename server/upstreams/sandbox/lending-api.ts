// The lending API stand-in: every call of SPEC section 7 with the real envelopes and quirks
// (Status as number or string, ids and amounts sometimes strings, listTask, HTML text answers).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { LendingApplicationPayload } from '../lending/payload.ts';
import { refusalOf } from './application-check.ts';
import type { CallCounter } from './call-counter.ts';
import { answerWithFault } from './fault-responder.ts';
import type { Faults } from './faults.ts';
import { leadInfoHtml } from './lead-info-html.ts';
import type { StandInHandler } from './loopback-server.ts';
import type { SandboxRecords } from './records.ts';
import { BodyTooLarge, readBody, sendJson, sendText } from './replies.ts';
import { citiesOf, findCustomer, findLead, geography, pincodesOf } from './seed/index.ts';
import { customersOn, type SeedCustomer, type SeedEarlierLoan } from './seed/customers.ts';
import { repaymentDate } from '../../../shared/calculator.ts';
import { todayIso } from '../../../shared/india-date.ts';
import { receiveUpload } from './upload-sink.ts';

export const LENDING_PREFIX = '/api/';
const MAX_JSON_BYTES = 64 * 1024;
const UPLOAD_CALL = 'callAwsforUploadVideo';

/** Every call the stand-in answers, by the name faults are armed and requests counted under. */
export const LENDING_CALLS = [
  'getState',
  'getCity',
  'getPincodeByCityId',
  'saveLendingPage',
  'oldUserHistory',
  'getLeadDetails',
  'getLeadInfo',
  UPLOAD_CALL,
] as const;

export interface LendingApiDeps {
  records: SandboxRecords;
  faults: Faults;
  calls: CallCounter;
  logger: Logger;
  refstrSecret?: string;
  uploadsInFlight: Map<symbol, number>;
}

type Route = {
  method: 'GET' | 'POST';
  answer: (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: BodyText,
  ) => Promise<void> | void;
};

/** A seed loan's own terms as the answer carries them, its dates counted back from today in India. */
function loanTerms(terms: NonNullable<SeedCustomer['terms']>) {
  const disbursed = repaymentDate(todayIso(), -terms.disbursedDaysAgo);
  return {
    disbursal_date: disbursed,
    repayment_date: repaymentDate(disbursed, terms.days),
    loan_amount: terms.loan_amount,
    roi: terms.roi,
  };
}

/** A borrower's earlier loan as a listTask item: after the current one, its figures its own; closed or still due. */
function earlierLoanItem(c: SeedCustomer, loan: SeedEarlierLoan) {
  const { sur_name: _s, principal: _p, terms: _t, earlierLoans: _e, ...person } = c;
  return {
    ...person,
    ...loanTerms(loan.terms),
    lead_id: String(loan.lead_id),
    loan_no: loan.loan_no,
    status: loan.status,
    repayment_amount: loan.repayment_amount,
    ...(loan.status === 'Closed'
      ? { total_repayable: '0.00', closed_date: repaymentDate(todayIso(), -loan.closedDaysAgo) }
      : { total_repayable: loan.repayment_amount.toFixed(2) }),
    branch: 'Noida',
  };
}

/**
 * getLeadDetails for a sample borrower's loan (issue 46: its Key Fact Statement): the amount lent, as the lending
 * API records it. A loan on time without its own terms was lent its repayment less 3% interest, as the README's
 * figures are made.
 */
function customerLoanDetails(leadId: string) {
  for (const c of customersOn(todayIso())) {
    if (String(c.lead_id) === leadId) {
      const amount =
        c.terms?.loan_amount ?? c.principal ?? Math.round(c.repayment_amount / 1.03 / 100) * 100;
      const dates = c.terms ? loanTerms(c.terms) : undefined;
      return {
        lead_id: leadId,
        first_name: c.first_name,
        sur_name: c.sur_name,
        loan_recommended: amount.toFixed(2),
        repayment_date: dates?.repayment_date ?? c.repayment_date,
        repayment_amount: c.repayment_amount,
      };
    }
    const earlier = c.earlierLoans?.find((l) => String(l.lead_id) === leadId);
    if (earlier)
      return {
        lead_id: leadId,
        first_name: c.first_name,
        sur_name: c.sur_name,
        loan_recommended: earlier.terms.loan_amount.toFixed(2),
        repayment_date: loanTerms(earlier.terms).repayment_date,
        repayment_amount: earlier.repayment_amount,
      };
  }
  return undefined;
}

const noRecord = { Status: 0, Message: 'No record found', Data: [] };

/** The request's body, read once: a fault looking for its text and the answer may both want it. */
type BodyText = () => Promise<string>;

async function jsonBody(body: BodyText): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await body());
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch (err) {
    if (err instanceof BodyTooLarge) throw err;
    return undefined;
  }
}

// eslint-disable-next-line max-lines-per-function -- a stand-in's handler answers every call of the lending API it stands in for
export function lendingApi(deps: LendingApiDeps): StandInHandler {
  const appliedPans = new Set<string>();

  const routes: Record<(typeof LENDING_CALLS)[number], Route> = {
    getState: {
      method: 'GET',
      answer: (_req, res) =>
        sendJson(res, 200, {
          Status: 1,
          Message: 'Success',
          Data: geography.map((s) => ({
            state_id: String(s.state_id),
            state: s.state,
            country_id: '101',
          })),
        }),
    },
    getCity: {
      method: 'POST',
      answer: async (_req, res, _url, text) => {
        const body = await jsonBody(text);
        const cities = body ? citiesOf(body.state_id) : undefined;
        if (!cities) return sendJson(res, 200, noRecord);
        sendJson(res, 200, {
          Status: '1',
          Message: 'Success',
          Data: cities.map((c) => ({ city_id: c.city_id, city: c.city, state_id: c.state_id })),
        });
      },
    },
    getPincodeByCityId: {
      method: 'POST',
      answer: async (_req, res, _url, text) => {
        const body = await jsonBody(text);
        const pins = body ? pincodesOf(body.city_id) : undefined;
        if (!pins) return sendJson(res, 200, noRecord);
        sendJson(res, 200, {
          Status: 1,
          Message: 'Success',
          Data: pins.map((p, i) => ({
            pincode_id: String(p.pincode_id),
            pincode: i % 2 === 0 ? p.pincode : Number(p.pincode),
          })),
        });
      },
    },
    saveLendingPage: {
      method: 'POST',
      answer: async (_req, res, _url, text) => {
        const body = await jsonBody(text);
        if (!body) return sendJson(res, 200, { Status: 0, Message: '<p>Invalid request.</p>' });
        const refusal = refusalOf(body, appliedPans);
        if (refusal) return sendJson(res, 200, { Status: 0, Message: refusal, Data: null });
        appliedPans.add(String(body.pan).trim().toUpperCase());
        deps.records.applications.push(body as unknown as LendingApplicationPayload);
        sendJson(res, 200, {
          Status: 1,
          Message: 'Application submitted successfully',
          Data: { lead_id: 400000 + deps.records.applications.length },
        });
      },
    },
    oldUserHistory: {
      method: 'GET',
      answer: (_req, res, url) => {
        const match = findCustomer(url.searchParams.get('pancard') ?? '');
        if (!match) return sendJson(res, 200, { listTask: [] });
        const {
          sur_name: _surname,
          principal: _principal,
          terms,
          earlierLoans = [],
          ...item
        } = match;
        sendJson(res, 200, {
          listTask: [
            {
              ...item,
              ...(terms ? loanTerms(terms) : {}),
              total_repayable: item.total_repayable.toFixed(2),
              lead_id: String(item.lead_id),
              branch: 'Noida',
            },
            ...earlierLoans.map((loan) => earlierLoanItem(match, loan)),
          ],
        });
      },
    },
    getLeadDetails: {
      method: 'GET',
      answer: (_req, res, url) => {
        const leadId = url.searchParams.get('lead_id') ?? '';
        const lead = findLead(leadId);
        const loan = lead ? undefined : customerLoanDetails(leadId.trim());
        if (loan) return sendJson(res, 200, { Status: '1', Message: 'Success', Data: [loan] });
        if (!lead) return sendJson(res, 200, noRecord);
        sendJson(res, 200, {
          Status: '1',
          Message: 'Success',
          Data: [
            {
              lead_id: lead.lead_id,
              first_name: lead.first_name,
              sur_name: lead.sur_name,
              loan_recommended: lead.loan_recommended.toFixed(2),
              repayment_date: lead.repayment_date,
              repayment_amount: lead.repayment_amount,
            },
          ],
        });
      },
    },
    getLeadInfo: {
      method: 'GET',
      answer: (_req, res, url) => {
        const lead = findLead(url.searchParams.get('lead_id'));
        sendText(
          res,
          200,
          'text/html; charset=utf-8',
          leadInfoHtml(lead, url.searchParams.get('pan_number') ?? ''),
        );
      },
    },
    [UPLOAD_CALL]: {
      method: 'POST',
      answer: (req, res) =>
        receiveUpload(req, res, {
          records: deps.records,
          logger: deps.logger,
          refstrSecret: deps.refstrSecret,
          inFlight: deps.uploadsInFlight,
        }),
    },
  };

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const call = url.pathname.startsWith(LENDING_PREFIX)
      ? url.pathname.slice(LENDING_PREFIX.length)
      : '';
    const route = Object.hasOwn(routes, call) ? routes[call as keyof typeof routes] : undefined;
    deps.calls.hit(call, req.headers['x-request-id']);
    res.once('finish', () =>
      deps.logger.debug({ standIn: 'lending', call, status: res.statusCode }, 'sandbox answered'),
    );
    if (!route) {
      req.resume();
      return sendJson(res, 404, { Status: 0, Message: 'Unknown method' });
    }
    if (req.method !== route.method) {
      req.resume();
      return sendJson(res, 405, { Status: 0, Message: 'Method not allowed' });
    }
    let read: Promise<string> | undefined;
    const body: BodyText = () => (read ??= readBody(req, MAX_JSON_BYTES));
    try {
      // A fault armed for one test's requests only looks at their text; the video upload is never read whole.
      const text =
        deps.faults.wantsText(call) && call !== UPLOAD_CALL
          ? `${[...url.searchParams.values()].join('\n')}\n${await body()}`
          : undefined;
      const answer = () => route.answer(req, res, url, body);
      const fault = deps.faults.take(call, text);
      if (fault) return await answerWithFault(fault, req, res, answer);
      return await answer();
    } catch (err) {
      if (!(err instanceof BodyTooLarge)) throw err;
      sendJson(res, 413, { Status: 0, Message: 'Request too large' });
    }
  };
}
