// Version 3: one outbox for the whole fleet (issue 43, decision 0145). Every SMS and mail we send is first a row
// here, written in the same transaction as the record that causes it; any instance's workers claim due rows with
// FOR UPDATE SKIP LOCKED under a lease, so a message waits only for its own retry time, never behind another.
export const sql = `
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  -- 'sms' or 'mail': the provider that delivers it, each with its own workers and concurrency bound.
  channel text NOT NULL CHECK (channel IN ('sms', 'mail')),
  -- sms: 'code', 'notice', 'reminder'; mail: 'contact', 'careers', 'privacy', 'receipt'.
  kind text NOT NULL,
  -- Higher goes first: one-time codes before everything else.
  priority smallint NOT NULL DEFAULT 0,
  request_id text NOT NULL,
  -- The mobile number, or the mail's envelope recipient.
  recipient text NOT NULL,
  -- The SMS text (UTF-8), or the complete RFC 5322 message (a resume attached: up to 5 MB, decision 0146).
  body bytea NOT NULL,
  -- Ours, unique: sent to the provider as its idempotency key (SMS) or as the Message-ID's local part (mail).
  message_key text NOT NULL UNIQUE,
  accepted_at timestamptz NOT NULL,
  -- The earliest moment of the next try (backoff with jitter, or the provider's Retry-After).
  due_at timestamptz NOT NULL,
  -- A one-time code's own end: past it the SMS is dropped, never sent.
  expires_at timestamptz,
  -- Past it a message still failing becomes a dead letter.
  deadline_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'dead')),
  -- The lease of the instance trying it now; another may claim it once the lease has lapsed.
  claimed_by text,
  claimed_until timestamptz,
  last_error text,
  dead_at timestamptz
);
CREATE INDEX outbox_due ON outbox (channel, priority DESC, due_at) WHERE state = 'waiting';
CREATE INDEX outbox_dead ON outbox (dead_at) WHERE state = 'dead';
`;
