// Everything the sandbox is seeded with, in one object for tests and the README.
import { customers, findCustomer, type SeedCustomer } from './customers.ts';
import { citiesOf, geography, pincodesOf, type SeedState } from './geography.ts';
import { findLead, leadLinks, leads, type LeadLink, type SeedLead } from './leads.ts';
import { seedPayments, type SeedPayment } from './payments.ts';

export type { SeedClosedLoan, SeedCustomer, SeedEarlierLoan, SeedOpenLoan } from './customers.ts';
export type { SeedPayment } from './payments.ts';
export type { SeedCity, SeedPincode, SeedState } from './geography.ts';
export type { LeadLink, PanCheck, SeedLead } from './leads.ts';
export {
  citiesOf,
  customers,
  findCustomer,
  findLead,
  geography,
  leadLinks,
  leads,
  pincodesOf,
  seedPayments,
};

export interface Seed {
  states: readonly SeedState[];
  customers: readonly SeedCustomer[];
  leads: readonly SeedLead[];
  /** The links to each lead's video-KYC and PAN pages, signed when the sandbox has a refstr secret. */
  leadLinks: readonly LeadLink[];
  /** Earlier payments of the borrowers, for our payment ledger (issue 46). */
  payments: readonly SeedPayment[];
}

export function seedFor(refstrSecret?: string): Seed {
  return {
    states: geography,
    customers,
    leads,
    leadLinks: leadLinks(refstrSecret),
    payments: seedPayments,
  };
}
