// Answers a request the way an armed fault says: never, with a 5xx, garbage, a trickle, or a cut socket.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Fault } from './faults.ts';
import { sendJson, sendText } from './replies.ts';

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>A PHP Error was encountered</h1>' +
  '<p>Severity: Warning</p><p>Message: Undefined index: Status</p></body></html>';

/** Resolves false when the client went away first. */
async function pause(ms: number, gone: AbortSignal): Promise<boolean> {
  if (ms <= 0) return !gone.aborted;
  try {
    await sleep(ms, undefined, { signal: gone });
    return true;
  } catch {
    return false;
  }
}

async function trickle(res: ServerResponse, intervalMs: number, gone: AbortSignal): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.write('{"Status":1,"Data":[');
  while (await pause(intervalMs, gone)) res.write(' ');
}

async function oversize(res: ServerResponse, bytes: number, chunked: boolean): Promise<void> {
  const head = '{"Status":1,"Data":[],"Message":"';
  const tail = '"}';
  const filler = Math.max(0, bytes - head.length - tail.length);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    ...(chunked ? {} : { 'content-length': head.length + filler + tail.length }),
  });
  res.write(head);
  const block = 'x'.repeat(64 * 1024);
  for (let left = filler; left > 0 && !res.destroyed; left -= block.length) {
    if (!res.write(left >= block.length ? block : block.slice(0, left))) {
      await new Promise<void>((resolve) => {
        // Each wait removes both of its listeners, so a long body does not pile them up on the response.
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      });
    }
  }
  if (!res.destroyed) res.end(tail);
}

/** `answer` produces the normal answer; only 'delay' uses it. */
export async function answerWithFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  answer: () => void | Promise<void>,
): Promise<void> {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  if (fault.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  if (fault.kind === 'early-answer') {
    // As an upstream that gives up reading: the answer goes out first, the rest of the request is discarded.
    sendJson(res, 200, { Status: 1, Message: 'Success', Data: [] });
    req.resume();
    return;
  }
  if (fault.kind === 'delay') {
    if (await pause(fault.delayMs, gone.signal)) await answer();
    return;
  }
  // Everything else reads the request through, as a real server would, before answering (or not).
  req.resume();
  if (fault.kind === 'timeout') return;
  if (fault.kind === 'slow-body')
    return trickle(res, fault.delayMs > 0 ? fault.delayMs : 1000, gone.signal);
  if (!(await pause(fault.delayMs, gone.signal))) return;
  switch (fault.kind) {
    case '429':
    case '500':
    case '502':
    case '503':
    case '504':
      return sendJson(res, Number(fault.kind), {
        Status: 0,
        Message: '<p>Service temporarily unavailable.</p>',
      });
    case 'malformed-json':
      return sendText(
        res,
        200,
        'application/json; charset=utf-8',
        '{"Status":1,"Data":[{"state_id":"1","sta',
      );
    case 'html-error':
      return sendText(res, fault.status ?? 200, 'text/html; charset=utf-8', HTML_ERROR_PAGE);
    case 'redirect':
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere', 'content-length': 0 });
      res.end();
      return;
    case 'oversize':
      return oversize(res, fault.bytes ?? 2 * 1024 * 1024, fault.chunked === true);
    case 'rejected':
      return sendJson(res, 200, {
        Status: 0,
        Message: '<p>Service is under <b>maintenance</b>. Please try again later.</p>',
        Data: [],
      });
  }
}
