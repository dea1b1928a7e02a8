// What the sandbox's stand-ins received, for tests and for an operator poking at the sandbox.
import type { LendingApplicationPayload } from '../lending/payload.ts';

export interface SmsRecord {
  mobile: string;
  message: string;
  at: number;
}

/** A mail the sandbox's mail stand-in took in place of an SMTP server (/sandbox/mail shows them). */
export interface MailRecord {
  to: string;
  from: string;
  subject: string;
  replyTo?: string;
  messageId?: string;
  /** The text part, as the recipient reads it. */
  text: string;
  attachments: Array<{ fileName: string; contentType: string; bytes: number }>;
  /** The outbox kind: contact, careers, privacy or receipt. */
  kind: string;
  at: number;
}

export interface UploadRecord {
  refstr: string;
  bytes: number;
  /** The file began with an EBML header whose DocType is webm (the sink refuses it with 415 otherwise). */
  validWebm: boolean;
  contentType: string;
}

/** A payment the gateway stand-in accepted; tests may set `status` (to 'pending', say) before verifying. */
export interface GatewayPayment {
  txnid: string;
  /** Two decimals, the gateway's own form of the amount it was asked for. */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
  surl: string;
  furl: string;
  status: 'pending' | 'success' | 'failure';
  mihpayid: string;
  addedon: string;
}

export interface SandboxRecords {
  /** Applications saveLendingPage accepted (Status 1). */
  applications: LendingApplicationPayload[];
  sms: SmsRecord[];
  mail: MailRecord[];
  uploads: UploadRecord[];
  payments: GatewayPayment[];
}

export function emptyRecords(): SandboxRecords {
  return { applications: [], sms: [], mail: [], uploads: [], payments: [] };
}
