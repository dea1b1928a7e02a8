// The text of blog post 5: how to spot fake loan apps, and where to report them (RBI Sachet).
import { site } from '../../../shared/site.ts';
import type { BlogSection } from '../types.ts';

export const fakeLoanAppsBody = [
  {
    paragraphs: [
      'Illegal loan apps promise money in minutes with "no documents", then charge hidden fees, misuse your phone data and harass you and your contacts for repayment. They are built to look like real lenders. A few simple checks will tell you the difference.',
    ],
  },
  {
    heading: 'Who is allowed to lend',
    paragraphs: [
      "In India, loans can be given by banks, by NBFCs registered with the Reserve Bank of India, and by lenders licensed under state money-lending laws. A loan app is allowed only if it belongs to such a regulated lender or works on its behalf, and the RBI's digital lending rules require the app to show the name of the bank or NBFC that is actually lending to you.",
      "Since 1 July 2025, the RBI has also published on its website a directory of digital lending apps that regulated lenders have reported as theirs. The list is based on the lenders' own declarations, so being on it is not an RBI approval, but an app missing from it is a serious warning sign.",
    ],
  },
  {
    heading: 'Red flags',
    paragraphs: [],
    list: [
      "No named bank or NBFC behind the app, or a name that you cannot find in the RBI's list of registered NBFCs.",
      'A demand for a "processing fee", "insurance" or "GST" before the loan is disbursed, especially to a personal UPI ID.',
      'Requests for access to your contacts, photo gallery or call logs.',
      'No Key Fact Statement, no loan agreement, and no clear interest rate or repayment date.',
      'Much less money arriving than was sanctioned, with deductions nobody explained.',
      'An app shared as a download link or APK file on WhatsApp, Telegram or SMS instead of an official app store.',
      'Threats, abusive calls, or messages to people in your phone book when you are late.',
      'No physical address, grievance officer or customer care number anywhere on the website.',
    ],
  },
  {
    heading: 'Checks to run before you borrow',
    paragraphs: [],
    list: [
      "Find the lender's legal name on the app or website, and the name of the company that published the app in the store.",
      "Confirm that the company holds a Certificate of Registration as an NBFC on the RBI's website, or is a bank.",
      "Look the app up in the RBI's directory of digital lending apps.",
      'Check that the website shows a grievance redressal officer, the fair practice code and the interest rate policy.',
      'Read the Key Fact Statement before you accept anything, and never pay money to receive a loan.',
    ],
  },
  {
    heading: 'What a genuine lender must do',
    paragraphs: [
      "Regulated lenders follow the RBI's digital lending rules, and you can hold them to it. The loan is credited directly to your own bank account, and you repay directly to the lender. You receive a Key Fact Statement with the APR before signing, and a cooling-off period in which you can exit by repaying the principal and the proportionate cost. Data is collected only when needed and with your explicit consent. Recovery agents must be named to you and must not threaten or shame you. And if the lender does not resolve your complaint within 30 days, you can escalate it to the RBI at cms.rbi.org.in, within 90 days, under the Reserve Bank - Integrated Ombudsman Scheme, 2026.",
    ],
  },
  {
    heading: 'How to report a fake app',
    paragraphs: [
      "The RBI's Sachet portal, sachet.rbi.org.in, lets anyone check whether an entity is regulated and file a complaint against unauthorised lenders or illegal deposit schemes. Your complaint is passed to the regulator or state authority concerned.",
      'If you have been cheated or are being harassed, act quickly:',
    ],
    list: [
      'Call the national cybercrime helpline 1930 or file a complaint at cybercrime.gov.in.',
      'Lodge a complaint at your nearest police station.',
      'Keep screenshots of messages, call logs and payment receipts as evidence.',
      'Report the app to the app store, and do not pay anything further under threat.',
    ],
  },
  {
    heading: 'Check us too',
    paragraphs: [
      `${site.brand} is operated by ${site.legalName}, a non-deposit-taking NBFC holding RBI Certificate of Registration ${site.rbiRegistration}. We never ask for money before disbursal, we do not need your contact list, and our grievance officer's details are on our website. We would rather you verify us than trust us blindly; the checks above take five minutes and are worth it every time you borrow.`,
    ],
  },
] satisfies BlogSection[];
