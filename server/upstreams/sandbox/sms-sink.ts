// The SMS provider stand-in: GET /send?apikey=&mobile=&message= records the message and answers 200.
import type { Faults } from './faults.ts';
import type { CallCounter } from './call-counter.ts';
import { answerWithFault } from './fault-responder.ts';
import type { StandInHandler } from './loopback-server.ts';
import type { SandboxRecords } from './records.ts';
import { sendJson } from './replies.ts';

export const SMS_PATH = '/send';
/** The call name the SMS sink counts and looks faults up under. */
export const SMS_CALL = 'sms';

export function smsSink(deps: {
  records: SandboxRecords;
  faults: Faults;
  calls: CallCounter;
}): StandInHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    req.resume();
    if (url.pathname !== SMS_PATH || req.method !== 'GET') {
      return sendJson(res, 404, { status: 'error', message: 'Not found' });
    }
    deps.calls.hit(SMS_CALL);
    const answer = () => {
      const apikey = url.searchParams.get('apikey') ?? '';
      const mobile = url.searchParams.get('mobile') ?? '';
      const message = url.searchParams.get('message') ?? '';
      if (!apikey) return sendJson(res, 401, { status: 'error', message: 'Invalid API key' });
      if (!/^\d{10}$/.test(mobile) || !message)
        return sendJson(res, 400, { status: 'error', message: 'Invalid mobile or message' });
      deps.records.sms.push({ mobile, message, at: Date.now() });
      sendJson(res, 200, { status: 'success', message_id: `SBX${deps.records.sms.length}` });
    };
    const fault = deps.faults.take(SMS_CALL, [...url.searchParams.values()].join('\n'));
    if (fault) return answerWithFault(fault, req, res, answer);
    answer();
  };
}
