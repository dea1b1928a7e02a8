// What the sandbox's stand-ins received, for tests and for an operator poking at the sandbox.
import type { LendingApplicationPayload } from '../lending/payload.ts';

export interface SmsRecord {
  mobile: string;
  message: string;
  at: number;
}

export interface UploadRecord {
  refstr: string;
  bytes: number;
  /** The file began with an EBML header whose DocType is webm. */
  validWebm: boolean;
  contentType: string;
}

export interface SandboxRecords {
  /** Applications saveLendingPage accepted (Status 1). */
  applications: LendingApplicationPayload[];
  sms: SmsRecord[];
  uploads: UploadRecord[];
}

export function emptyRecords(): SandboxRecords {
  return { applications: [], sms: [], uploads: [] };
}
