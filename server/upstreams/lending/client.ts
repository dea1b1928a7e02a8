// The one client of the lending API (SPEC section 7, DESIGN section 4): every call, its schema and its mapping.
import type { Logger } from 'pino';
import { UpstreamError } from '../../errors.ts';
import type { BackoffPolicy } from '../outbound/backoff.ts';
import {
  isNoRecord,
  listData,
  messageText,
  parseJson,
  parseWith,
  requireFragment,
  requireOk,
} from './answer-parsing.ts';
import {
  cityList,
  customer,
  customerHistory,
  envelope,
  lead,
  leadDetailsAnswer,
  pincodeList,
  stateList,
  succeeded,
  type LendingCustomer,
  type LendingLead,
} from './answers.ts';
import type { LendingApplicationPayload } from './payload.ts';
import { createTransport, type CallContext, type Exchange } from './transport.ts';
import { sendVideo, type UploadResult, type VideoUpload } from './video-upload.ts';

export type { CallContext } from './transport.ts';
export type { LendingApplicationPayload, LendingGender } from './payload.ts';
export type { LendingCustomer, LendingLead } from './answers.ts';
export type { UploadResult, VideoUpload } from './video-upload.ts';

export interface LendingClientOptions {
  /** May carry a path prefix, e.g. http://host/api/. */
  baseUrl: string;
  /** Headers and body timeouts of every call, and the connect timeout. */
  timeoutMs: number;
  logger: Logger;
  /** The pool's connection cap (default 16). */
  connections?: number;
  /** Answers past this are aborted with 'too-large' (default 1 MiB). */
  maxResponseBytes?: number;
  /** Once per call with the outcome ('ok' or an UpstreamError reason) and its duration, for metrics. */
  onCall?: (call: string, outcome: string, seconds: number) => void;
  /** Longest gap with no progress in a video upload, the wait for its answer included (default max(timeoutMs, 30 s)). */
  uploadTimeoutMs?: number;
  /** Retries of a GET (default 2) and the waits before them (default 100 ms doubling to 400 ms, jittered). */
  retries?: number;
  retryBackoff?: BackoffPolicy;
}

export interface Place {
  id: string;
  name: string;
}

export interface PincodeOption {
  id: string;
  pincode: string;
}

/** saveLendingPage's verdict; `message` has its tags stripped and may be empty. */
export type SaveResult =
  | {
      ok: true;
      message: string;
      /** The lead the lending API created, when it says. */ leadId?: string;
    }
  | { ok: false; message: string };

/** The lead id in saveLendingPage's Data, if it names one (a number or digits). */
function leadIdOf(data: unknown): string | undefined {
  const id = (data as { lead_id?: unknown } | null | undefined)?.lead_id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return String(id);
  return typeof id === 'string' && /^\d{1,20}$/.test(id) ? id : undefined;
}

export interface LendingClient {
  getStates(ctx: CallContext): Promise<Place[]>;
  /** null: the API knows no such state (its "No record found"); a real failure still throws. */
  getCities(stateId: string, ctx: CallContext): Promise<Place[] | null>;
  /** null: the API knows no such city. */
  getPincodes(cityId: string, ctx: CallContext): Promise<PincodeOption[] | null>;
  saveLendingPage(payload: LendingApplicationPayload, ctx: CallContext): Promise<SaveResult>;
  /** The first customer whose mobile or PAN matches, or null. */
  oldUserHistory(query: string, ctx: CallContext): Promise<LendingCustomer | null>;
  /**
   * Every loan of the customer whose mobile or PAN matches, in the API's order (issue 46: the same call as
   * oldUserHistory, every item of listTask rather than the first); empty when none.
   */
  loanHistory(query: string, ctx: CallContext): Promise<LendingCustomer[]>;
  getLeadDetails(leadId: string, ctx: CallContext): Promise<LendingLead | null>;
  /** The answer as text: untrusted HTML, to be sanitized before it is shown. */
  getLeadInfo(leadId: string, pan: string, ctx: CallContext): Promise<string>;
  /** Streams the video upstream; never retried; ok is a 2xx status after the whole video was sent. */
  uploadVideo(upload: VideoUpload, ctx: CallContext): Promise<UploadResult>;
  close(): Promise<void>;
}

// eslint-disable-next-line max-lines-per-function -- one short method per SPEC call over the shared transport
export function createLendingClient(opts: LendingClientOptions): LendingClient {
  const transport = createTransport(opts);
  const uploadTimeoutMs = opts.uploadTimeoutMs ?? Math.max(opts.timeoutMs, 30_000);

  async function observe<T>(
    call: string,
    work: () => Promise<T>,
    outcomeOf: (result: T) => string = () => 'ok',
  ): Promise<T> {
    const started = performance.now();
    let outcome = 'error';
    try {
      const result = await work();
      outcome = outcomeOf(result);
      return result;
    } catch (err) {
      if (err instanceof UpstreamError) outcome = err.reason;
      throw err;
    } finally {
      opts.onCall?.(call, outcome, (performance.now() - started) / 1000);
    }
  }

  async function json(ex: Exchange, ctx: CallContext): Promise<unknown> {
    return parseJson(ex.call, requireOk(ex.call, await transport.send(ex, ctx)));
  }

  function postJson(call: string, payload: unknown): Exchange {
    return {
      call,
      method: 'POST',
      body: { contentType: 'application/json', content: JSON.stringify(payload) },
    };
  }

  /** A lookup by id: undefined when the API says the id names no record, else the envelope call's Data. */
  async function lookup(ex: Exchange, ctx: CallContext): Promise<unknown> {
    try {
      return await enveloped(ex, ctx);
    } catch (err) {
      if (
        err instanceof UpstreamError &&
        err.reason === 'rejected' &&
        isNoRecord(err.upstreamMessage ?? '')
      )
        return undefined;
      throw err;
    }
  }

  /** Envelope calls: Status 1 gives Data, anything else is 'rejected' with the stripped Message. */
  async function enveloped(ex: Exchange, ctx: CallContext): Promise<unknown> {
    const env = parseWith(ex.call, envelope, await json(ex, ctx));
    if (!succeeded(env.Status)) {
      const message = messageText(env.Message);
      throw new UpstreamError(
        ex.call,
        'rejected',
        `${ex.call}: answered Status ${String(env.Status)}`,
        message || undefined,
      );
    }
    return listData(env);
  }

  /** oldUserHistory's listTask for a mobile or PAN (SPEC call 5). */
  async function history(query: string, ctx: CallContext): Promise<unknown[] | null> {
    const ex: Exchange = {
      call: 'oldUserHistory',
      method: 'GET',
      query: { pancard: query.trim() },
    };
    return parseWith(ex.call, customerHistory, await json(ex, ctx)).listTask;
  }

  return {
    getStates: (ctx) =>
      observe('getState', async () => {
        const data = await enveloped({ call: 'getState', method: 'GET' }, ctx);
        return parseWith('getState', stateList, data).map((s) => ({
          id: s.state_id,
          name: s.state,
        }));
      }),

    getCities: (stateId, ctx) =>
      observe(
        'getCity',
        async () => {
          const data = await lookup(postJson('getCity', { state_id: stateId }), ctx);
          if (data === undefined) return null;
          return parseWith('getCity', cityList, data).map((c) => ({ id: c.city_id, name: c.city }));
        },
        (r) => (r ? 'ok' : 'not-found'),
      ),

    getPincodes: (cityId, ctx) =>
      observe(
        'getPincodeByCityId',
        async () => {
          const data = await lookup(postJson('getPincodeByCityId', { city_id: cityId }), ctx);
          if (data === undefined) return null;
          return parseWith('getPincodeByCityId', pincodeList, data).map((p) => ({
            id: p.pincode_id,
            pincode: p.pincode,
          }));
        },
        (r) => (r ? 'ok' : 'not-found'),
      ),

    saveLendingPage: (payload, ctx) =>
      observe(
        'saveLendingPage',
        async (): Promise<SaveResult> => {
          const env = parseWith(
            'saveLendingPage',
            envelope,
            await json(postJson('saveLendingPage', payload), ctx),
          );
          const message = messageText(env.Message);
          return succeeded(env.Status)
            ? { ok: true, message, leadId: leadIdOf(env.Data) }
            : { ok: false, message };
        },
        (r) => (r.ok ? 'ok' : 'rejected'),
      ),

    oldUserHistory: (query, ctx) =>
      observe('oldUserHistory', async () => {
        const listTask = await history(query, ctx);
        if (!listTask || listTask.length === 0) return null;
        return parseWith('oldUserHistory', customer, listTask[0]);
      }),

    loanHistory: (query, ctx) =>
      observe('oldUserHistory', async () => {
        const listTask = await history(query, ctx);
        return (listTask ?? []).map((item) => parseWith('oldUserHistory', customer, item));
      }),

    getLeadDetails: (leadId, ctx) =>
      observe('getLeadDetails', async () => {
        const ex: Exchange = { call: 'getLeadDetails', method: 'GET', query: { lead_id: leadId } };
        const answer = parseWith(ex.call, leadDetailsAnswer, await json(ex, ctx));
        let list: unknown;
        if (Array.isArray(answer)) list = answer;
        else if (!succeeded(answer.Status)) return null;
        else list = listData(answer);
        if (!Array.isArray(list))
          throw new UpstreamError(ex.call, 'malformed', `${ex.call}: Data is not a list`);
        if (list.length === 0) return null;
        return parseWith(ex.call, lead, list[0]);
      }),

    getLeadInfo: (leadId, pan, ctx) =>
      observe('getLeadInfo', async () => {
        const ex: Exchange = {
          call: 'getLeadInfo',
          method: 'GET',
          query: { lead_id: leadId, pan_number: pan },
        };
        return requireFragment(ex.call, requireOk(ex.call, await transport.send(ex, ctx)));
      }),

    uploadVideo: (upload, ctx) =>
      observe(
        'callAwsforUploadVideo',
        () => sendVideo(transport, upload, ctx, uploadTimeoutMs),
        (r) => (r.ok ? 'ok' : 'status'),
      ),

    close: () => transport.close(),
  };
}
