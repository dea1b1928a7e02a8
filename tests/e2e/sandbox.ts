// The sandbox of the server under test, reached through its test-only control server (SANDBOX_CONTROL_PORT).
// Both Playwright workers share that one server: a test finds its own records (by a unique PAN or refstr and
// size) and arms faults with `match` set to something only its own requests carry. Never reset the records or
// clear every fault here: the other worker's tests are using them.
import { expect } from '@playwright/test';
import type {
  FaultRequest,
  SandboxRecords,
  UploadRecord,
} from '../../server/upstreams/sandbox/index.ts';
import type { LendingApplicationPayload } from '../../server/upstreams/lending/payload.ts';
import { sandboxControlPort } from './ports.ts';

const control = `http://127.0.0.1:${sandboxControlPort}`;

async function ask(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${control}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

export async function sandboxRecords(): Promise<SandboxRecords> {
  return (await (await ask('GET', '/records')).json()) as SandboxRecords;
}

/** Arms a fault for the lending call (or 'sms'); give `match` so only this test's requests meet it. */
export async function armFault(
  call: string,
  fault: FaultRequest & { match: string },
): Promise<void> {
  await ask('PUT', `/faults/${encodeURIComponent(call)}`, fault);
}

/** Clears the fault this test armed with `match`, leaving everyone else's. */
export async function clearFault(call: string, match: string): Promise<void> {
  await ask('DELETE', `/faults/${encodeURIComponent(call)}?match=${encodeURIComponent(match)}`);
}

/** The applications the lending API accepted for this PAN (upper case). */
export async function applicationsFor(pan: string): Promise<LendingApplicationPayload[]> {
  return (await sandboxRecords()).applications.filter((a) => a.pan === pan);
}

/** Waits for the lending API to have received an upload of this refstr and exact size, and returns it. */
export async function uploadOf(refstr: string, bytes: number): Promise<UploadRecord> {
  let found: UploadRecord | undefined;
  await expect
    .poll(async () => {
      found = (await sandboxRecords()).uploads.find(
        (u) => u.refstr === refstr && u.bytes === bytes,
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The number of SMS the sandbox has received so far: a test asks for a code, then reads what came after. */
export async function smsCount(): Promise<number> {
  return (await sandboxRecords()).sms.length;
}

/** Waits for a one-time code to reach this mobile after the first `since` SMS, and returns it. */
export async function codeSentTo(mobile: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sent = (await sandboxRecords()).sms.slice(since).filter((m) => m.mobile === mobile);
      code = sent.map((m) => /^(\d{6}) /.exec(m.message)?.[1]).findLast(Boolean);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
