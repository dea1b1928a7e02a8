// Every module of the message catalogue, in each language: the server's translation table (translate.ts) is built
// from these, so a module split off for the pages' sake (decision 0127) is one line here, not a text the server
// would send untranslated.
import * as enMessages from '../../../shared/messages.ts';
import * as enFields from '../../../shared/field-messages.ts';
import * as enServer from '../../../shared/server-messages.ts';
import * as enOtp from '../../../shared/otp-messages.ts';
import * as enPage from '../../../shared/page-messages.ts';
import * as enKyc from '../../../shared/kyc-messages.ts';
import * as enApply from '../../../shared/apply-messages.ts';
import * as enFormPage from '../../../shared/form-page-messages.ts';
import * as hiMessages from '../../../shared/messages.hi.ts';
import * as hiFields from '../../../shared/field-messages.hi.ts';
import * as hiServer from '../../../shared/server-messages.hi.ts';
import * as hiOtp from '../../../shared/otp-messages.hi.ts';
import * as hiPage from '../../../shared/page-messages.hi.ts';
import * as hiKyc from '../../../shared/kyc-messages.hi.ts';
import * as hiApply from '../../../shared/apply-messages.hi.ts';
import * as hiFormPage from '../../../shared/form-page-messages.hi.ts';

export const en = {
  ...enMessages,
  ...enFields,
  ...enServer,
  ...enOtp,
  ...enPage,
  ...enKyc,
  ...enApply,
  ...enFormPage,
};
export const hi = {
  ...hiMessages,
  ...hiFields,
  ...hiServer,
  ...hiOtp,
  ...hiPage,
  ...hiKyc,
  ...hiApply,
  ...hiFormPage,
};

/** The catalogue's groups of plain texts, each an object of the same keys in both languages. */
export const textGroups = [
  'messages',
  'fieldMessages',
  'serverMessages',
  'problemTitles',
  'otpMessages',
  'pageMessages',
  'kycMessages',
  'applyMessages',
  'formPageMessages',
] as const;
