// Every migration, in order. A released migration is never edited: a change to the schema is a new version here.
import { sql as records } from './0001-records.ts';
import { sql as ledger } from './0002-ledger.ts';
import { sql as outbox } from './0003-outbox.ts';
import { sql as loans } from './0004-loans-documents-reminders.ts';
import { sql as paymentPurpose } from './0005-payment-purpose.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'records', sql: records },
  { version: 2, name: 'ledger', sql: ledger },
  { version: 3, name: 'outbox', sql: outbox },
  { version: 4, name: 'loans-documents-reminders', sql: loans },
  { version: 5, name: 'payment-purpose', sql: paymentPurpose },
];
