// The payment gateway stand-in (DESIGN section 6), shaped like PayU's hosted checkout: POST /_payment shows the
// amount with Pay and Fail, the chosen outcome is posted back to surl or furl with PayU's field set and reverse
// hash, and POST /merchant/postservice.php?form=2 answers verify_payment. Its hashes are computed here, apart from
// server/upstreams/gateway, so a mistake on our side shows up as a refused payment rather than agreeing with itself.
import { createHash, randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { CallCounter } from './call-counter.ts';
import type { Faults } from './faults.ts';
import { answerWithFault } from './fault-responder.ts';
import { callbackBody, checkoutBody, errorBody, sendGatewayPage } from './gateway-pages.ts';
import type { StandInHandler } from './loopback-server.ts';
import type { GatewayPayment, SandboxRecords } from './records.ts';
import { BodyTooLarge, readBody, sendJson } from './replies.ts';

export const GATEWAY_PAYMENT_PATH = '/_payment';
export const GATEWAY_COMPLETE_PATH = '/_payment/complete';
export const GATEWAY_VERIFY_PATH = '/merchant/postservice.php';
/** Call names the gateway counts and looks faults up under. */
export const PAYMENT_CALL = 'payment';
export const VERIFY_CALL = 'verify_payment';

export interface GatewayCredentials {
  key: string;
  salt: string;
}

const sha512 = (parts: string[]) => createHash('sha512').update(parts.join('|')).digest('hex');
const udfs = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;
const required = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'surl',
  'furl',
  'hash',
];

function requestHashOf(f: Record<string, string>, salt: string): string {
  return sha512([
    f.key!,
    f.txnid!,
    f.amount!,
    f.productinfo!,
    f.firstname!,
    f.email!,
    ...udfs.map((u) => f[u] ?? ''),
    '',
    '',
    '',
    '',
    '',
    salt,
  ]);
}

function reverseHashOf(p: GatewayPayment, status: string, key: string, salt: string): string {
  return sha512([
    salt,
    status,
    '',
    '',
    '',
    '',
    '',
    p.udf5,
    p.udf4,
    p.udf3,
    p.udf2,
    p.udf1,
    p.email,
    p.firstname,
    p.productinfo,
    p.amount,
    p.txnid,
    key,
  ]);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const timestamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);
const origin = (url: string) => new URL(url).origin;

function httpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The fields PayU posts back to surl/furl, the amount in its own two-decimal form. */
function callbackFields(p: GatewayPayment, key: string, salt: string): Record<string, string> {
  const ok = p.status === 'success';
  return {
    mihpayid: p.mihpayid,
    mode: 'UPI',
    status: p.status,
    unmappedstatus: ok ? 'captured' : 'failed',
    key,
    txnid: p.txnid,
    amount: p.amount,
    discount: '0.00',
    net_amount_debit: ok ? p.amount : '0',
    addedon: p.addedon,
    productinfo: p.productinfo,
    firstname: p.firstname,
    lastname: '',
    email: p.email,
    phone: p.phone,
    udf1: p.udf1,
    udf2: p.udf2,
    udf3: p.udf3,
    udf4: p.udf4,
    udf5: p.udf5,
    hash: reverseHashOf(p, p.status, key, salt),
    field1: '',
    field9: ok ? 'Transaction Completed Successfully' : 'Transaction failed at bank end',
    payment_source: 'payu',
    PG_TYPE: 'UPI-PG',
    bank_ref_num: ok ? digits(12) : '',
    bankcode: 'UPI',
    error: ok ? 'E000' : 'E1605',
    error_Message: ok ? 'No Error' : 'Transaction failed at bank end',
  };
}

function verifyDetail(p: GatewayPayment | undefined, txnid: string): Record<string, unknown> {
  if (!p) return { mihpayid: 'Not Found', status: 'Not Found' };
  return {
    mihpayid: p.mihpayid,
    request_id: '',
    bank_ref_num: p.status === 'success' ? digits(12) : null,
    amt: p.amount,
    transaction_amount: p.amount,
    txnid,
    additional_charges: '0.00',
    productinfo: p.productinfo,
    firstname: p.firstname,
    bankcode: 'UPI',
    udf1: p.udf1,
    udf2: p.udf2,
    udf3: p.udf3,
    udf4: p.udf4,
    udf5: p.udf5,
    field9: p.status === 'success' ? 'Transaction Completed Successfully' : '',
    error_code: p.status === 'success' ? 'E000' : 'E1605',
    addedon: p.addedon,
    payment_source: 'payu',
    error_Message: p.status === 'success' ? 'NO ERROR' : 'Transaction failed at bank end',
    net_amount_debit: p.status === 'success' ? Number(p.amount) : 0,
    disc: '0.00',
    mode: 'UPI',
    PG_TYPE: 'UPI-PG',
    status: p.status,
    unmappedstatus: { success: 'captured', failure: 'failed', pending: 'in progress' }[p.status],
  };
}

// eslint-disable-next-line max-lines-per-function -- a stand-in: the gateway's state and its one handler
export function paymentGateway(deps: {
  credentials: GatewayCredentials;
  merchantName: string;
  records: SandboxRecords;
  faults: Faults;
  calls: CallCounter;
  logger: Logger;
}): StandInHandler {
  const { key, salt } = deps.credentials;
  const find = (txnid: string) => deps.records.payments.find((p) => p.txnid === txnid);
  const refuse = (res: Parameters<StandInHandler>[1], reason: string) =>
    sendGatewayPage(res, 400, {
      title: 'Payment error',
      body: errorBody('This payment cannot be made', reason),
    });

  async function form(req: Parameters<StandInHandler>[0]): Promise<Record<string, string>> {
    return Object.fromEntries(new URLSearchParams(await readBody(req, 64 * 1024)));
  }

  // eslint-disable-next-line max-lines-per-function -- a stand-in's handler answers every call of the gateway it stands in for
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (req.method !== 'POST') {
      req.resume();
      return sendGatewayPage(res, 404, {
        title: 'Not found',
        body: errorBody('Not found', 'Nothing here.'),
      });
    }
    let fields: Record<string, string>;
    try {
      fields = await form(req);
    } catch (err) {
      if (err instanceof BodyTooLarge) return refuse(res, 'The request is too large.');
      throw err;
    }

    if (url.pathname === GATEWAY_PAYMENT_PATH) {
      deps.calls.hit(PAYMENT_CALL);
      const missing = required.filter((name) => !fields[name]);
      if (missing.length > 0) return refuse(res, `Missing parameters: ${missing.join(', ')}.`);
      if (fields.key !== key) return refuse(res, 'Invalid merchant key.');
      if (fields.hash!.toLowerCase() !== requestHashOf(fields, salt))
        return refuse(res, 'Transaction failed due to incorrectly calculated hash parameter.');
      if (!/^[A-Za-z0-9]{1,25}$/.test(fields.txnid!)) return refuse(res, 'Invalid txnid.');
      if (!/^\d+(\.\d{1,2})?$/.test(fields.amount!) || !(Number(fields.amount) > 0))
        return refuse(res, 'Invalid amount.');
      if (!httpUrl(fields.surl!) || !httpUrl(fields.furl!))
        return refuse(res, 'Invalid surl or furl.');
      const existing = find(fields.txnid!);
      if (existing && existing.status !== 'pending')
        return refuse(res, 'This transaction ID has been used already.');
      const payment: GatewayPayment = existing ?? {
        txnid: fields.txnid!,
        amount: Number(fields.amount).toFixed(2),
        productinfo: fields.productinfo!,
        firstname: fields.firstname!,
        email: fields.email!,
        phone: fields.phone!,
        udf1: fields.udf1 ?? '',
        udf2: fields.udf2 ?? '',
        udf3: fields.udf3 ?? '',
        udf4: fields.udf4 ?? '',
        udf5: fields.udf5 ?? '',
        surl: fields.surl!,
        furl: fields.furl!,
        status: 'pending',
        mihpayid: digits(18),
        addedon: timestamp(),
      };
      if (!existing) deps.records.payments.push(payment);
      return sendGatewayPage(res, 200, {
        title: 'SandboxPay checkout',
        body: checkoutBody({
          ...payment,
          merchantName: deps.merchantName,
          completePath: GATEWAY_COMPLETE_PATH,
        }),
      });
    }

    if (url.pathname === GATEWAY_COMPLETE_PATH) {
      const payment = find(fields.txnid ?? '');
      if (!payment) return refuse(res, 'Unknown transaction.');
      if (payment.status !== 'pending')
        return refuse(res, 'This payment has been completed already.');
      if (fields.outcome !== 'success' && fields.outcome !== 'failure')
        return refuse(res, 'Choose Pay or Fail.');
      payment.status = fields.outcome;
      deps.logger.info(
        { txnid: payment.txnid, status: payment.status },
        'sandbox payment completed',
      );
      const target = payment.status === 'success' ? payment.surl : payment.furl;
      return sendGatewayPage(res, 200, {
        title: 'Returning to the merchant',
        body: callbackBody(target, callbackFields(payment, key, salt), payment.status),
        formTargets: [origin(target)],
        script: "document.getElementById('callback-form').submit();",
      });
    }

    if (url.pathname === GATEWAY_VERIFY_PATH) {
      deps.calls.hit(VERIFY_CALL, req.headers['x-request-id']);
      const answer = () => {
        if (fields.key !== key) return sendJson(res, 200, { status: 0, msg: 'Invalid key' });
        if (fields.command !== 'verify_payment')
          return sendJson(res, 200, { status: 0, msg: 'Invalid command' });
        const var1 = fields.var1 ?? '';
        if ((fields.hash ?? '').toLowerCase() !== sha512([key, 'verify_payment', var1, salt]))
          return sendJson(res, 200, { status: 0, msg: 'Invalid Hash.' });
        const txnids = var1.split('|').filter(Boolean);
        const details = Object.fromEntries(txnids.map((t) => [t, verifyDetail(find(t), t)]));
        const found = txnids.filter((t) => find(t)).length;
        sendJson(res, 200, {
          status: found > 0 ? 1 : 0,
          msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
          transaction_details: details,
        });
      };
      const fault = deps.faults.take(VERIFY_CALL);
      if (fault) return answerWithFault(fault, req, res, answer);
      return answer();
    }

    return sendGatewayPage(res, 404, {
      title: 'Not found',
      body: errorBody('Not found', 'Nothing here.'),
    });
  };
}
