// Version 1: the records we must keep (issue 42): consents, complaints and privacy requests with their status
// history, and the reference-number counters that name them. Never edited once released: a change is a new file.
export const sql = `
CREATE TABLE reference_counters (
  prefix text NOT NULL,
  year integer NOT NULL,
  last_issued integer NOT NULL CHECK (last_issued >= 0),
  PRIMARY KEY (prefix, year)
);

-- The proof of consent to a loan application (decision 0038): the lines the applicant saw and accepted, when, in
-- which language, for which request. Mobile and PAN are kept because the proof must name whom it binds.
CREATE TABLE consents (
  id text PRIMARY KEY,
  request_id text NOT NULL,
  recorded_at timestamptz NOT NULL,
  mobile text NOT NULL,
  pan text NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX consents_mobile ON consents (mobile);
CREATE INDEX consents_pan ON consents (pan);
CREATE INDEX consents_request_id ON consents (request_id);
CREATE INDEX consents_recorded_at ON consents (recorded_at);

-- A complaint's status is the last of its events. The mobile is kept only as a salted hash: the status answers
-- the person who filed it and no one else; the complaint's text travels in the mail to the office.
CREATE TABLE complaints (
  reference text PRIMARY KEY,
  received_at timestamptz NOT NULL,
  category text NOT NULL,
  submission text NOT NULL,
  mobile_salt text NOT NULL,
  mobile_hash text NOT NULL,
  status text NOT NULL,
  closed_at timestamptz
);
CREATE INDEX complaints_closed_at ON complaints (closed_at);
CREATE TABLE complaint_events (
  id bigserial PRIMARY KEY,
  reference text NOT NULL REFERENCES complaints (reference) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL,
  note text
);
CREATE INDEX complaint_events_reference ON complaint_events (reference, at);

-- A privacy request under the DPDP Act 2023 as the borrower sent it (the officer acts on it), with its history.
CREATE TABLE privacy_requests (
  reference text PRIMARY KEY,
  received_at timestamptz NOT NULL,
  kind text NOT NULL,
  identity text NOT NULL,
  submission text NOT NULL,
  mobile_salt text NOT NULL,
  mobile_hash text NOT NULL,
  request jsonb NOT NULL,
  status text NOT NULL,
  closed_at timestamptz
);
CREATE INDEX privacy_requests_closed_at ON privacy_requests (closed_at);
CREATE TABLE privacy_request_events (
  id bigserial PRIMARY KEY,
  reference text NOT NULL REFERENCES privacy_requests (reference) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL,
  note text
);
CREATE INDEX privacy_request_events_reference ON privacy_request_events (reference, at);

-- What was imported from an older release's DATA_DIR, once.
CREATE TABLE data_imports (
  source text PRIMARY KEY,
  imported_at timestamptz NOT NULL,
  rows integer NOT NULL
);
`;
