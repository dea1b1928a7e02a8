// {{promises.*}} and {{retention.*}} tokens: the service promises (service-promises.ts), the RBI Ombudsman's terms
// and the retention schedule (retention.ts) as the policies print them, in English and in Hindi. The policy compiler
// (scripts/policies) fills them, as it fills {{terms.*}}, so a promise is written once and read everywhere.
import { hoursInHindi } from './hours-hindi.ts';
import {
  retentionPeriod,
  retentionRules,
  lendingRecordYears,
  type RecordKind,
} from './retention.ts';
import { ombudsmanScheme, servicePromises as p } from './service-promises.ts';
import { site } from './site.ts';
import { dataRecipients } from './data-recipients.ts';
import { coolingOffWords } from './cooling-off-words.ts';

type Locale = 'en' | 'hi';

const period = (days: number, locale: Locale) => {
  const at = retentionPeriod(days);
  if ('years' in at)
    return locale === 'hi' ? `${at.years} साल` : `${at.years} year${at.years === 1 ? '' : 's'}`;
  return locale === 'hi' ? `${at.days} दिन` : `${at.days} days`;
};

const bases = {
  en: {
    pmla: 'Prevention of Money-laundering Act, 2002 (section 12) and the RBI KYC Directions',
    companiesAct: 'Companies Act, 2013 (section 128(5)): books of account',
    limitation: 'Limitation Act, 1963: the time within which either side may go to court',
    rejected:
      'a fixed period to answer a complaint or a credit bureau dispute about the application, then erased (DPDP Act, 2023)',
    loanRecords:
      'RBI KYC Directions, 2025 (records of a loan and its transactions); then erased, as the purpose and the legal duty have ended (DPDP Act, 2023, section 8(7))',
  },
  hi: {
    pmla: 'धन-शोधन निवारण अधिनियम (PMLA), 2002 की धारा 12 और RBI के KYC निदेश',
    companiesAct: 'कंपनी अधिनियम, 2013 की धारा 128(5): हिसाब-किताब की बहियाँ',
    limitation: 'परिसीमा अधिनियम, 1963: जितने समय में कोई भी पक्ष अदालत जा सकता है',
    rejected:
      'तय अवधि, ताकि आवेदन से जुड़ी शिकायत या क्रेडिट ब्यूरो विवाद का जवाब दिया जा सके; फिर डेटा मिटा दिया जाता है (DPDP अधिनियम, 2023)',
    loanRecords:
      'RBI के KYC निदेश, 2025 (लोन और उसके लेन-देन के रिकॉर्ड); उसके बाद मिटा दिए जाते हैं, क्योंकि उनका मकसद और कानूनी ज़िम्मेदारी दोनों पूरे हो चुके होते हैं (DPDP अधिनियम, 2023, धारा 8(7))',
  },
} as const;

const rows: Record<Locale, Array<[label: string, from: string, kind?: RecordKind]>> = {
  en: [
    ['KYC record (identity and address documents, video KYC)', 'after the loan relationship ends'],
    ['Loan and transaction records in the lending system', 'after the transaction'],
    ['Repayments received through this website', 'after the payment', 'payment'],
    ['Consent records', 'after the relationship ends or the consent is withdrawn', 'consent'],
    ['Complaints', 'after our final reply', 'complaint'],
    ['Privacy requests', 'after our final reply', 'privacyRequest'],
    [
      'Applications that did not become a loan (declined or withdrawn)',
      'after the decision or the withdrawal',
      'application',
    ],
    [
      'Documents issued on My loans (receipts, Key Fact Statements, no-dues certificates), so a printed copy can be checked',
      'after the loan’s last document (a closed loan: the day it closed)',
      'loanDocument',
    ],
  ],
  hi: [
    ['KYC रिकॉर्ड (पहचान और पते के दस्तावेज़, वीडियो KYC)', 'लोन का संबंध ख़त्म होने के बाद'],
    ['लोन सिस्टम में लोन और लेन-देन के रिकॉर्ड', 'लेन-देन के बाद'],
    ['इस वेबसाइट से मिले भुगतान', 'भुगतान के बाद', 'payment'],
    ['सहमति (consent) के रिकॉर्ड', 'संबंध ख़त्म होने या सहमति वापस लेने के बाद', 'consent'],
    ['शिकायतें', 'हमारे अंतिम जवाब के बाद', 'complaint'],
    ['निजता (privacy) अनुरोध', 'हमारे अंतिम जवाब के बाद', 'privacyRequest'],
    [
      'ऐसे आवेदन जिन पर लोन नहीं बना (अस्वीकृत या वापस लिए गए)',
      'फ़ैसले या आवेदन वापस लेने के बाद',
      'application',
    ],
    [
      '“मेरे लोन” पेज पर दिए दस्तावेज़ (रसीदें, KFS, नो-ड्यूज़ प्रमाणपत्र), ताकि उनकी छपी कॉपी जाँची जा सके',
      'लोन के आख़िरी दस्तावेज़ के बाद (बंद लोन में: लोन बंद होने के दिन से)',
      'loanDocument',
    ],
  ],
};

/** The retention schedule as a Markdown table (with its caption line), in the notice's language. */
export function retentionTable(locale: Locale): string {
  const head =
    locale === 'hi'
      ? 'Table: रिकॉर्ड रखने की अवधि\n\n| रिकॉर्ड | कितने समय तक | कब से | आधार |\n| --- | --- | --- | --- |'
      : 'Table: Retention schedule\n\n| Record | Kept for | Counted from | Basis |\n| --- | --- | --- | --- |';
  const body = rows[locale].map(([label, from, kind]) => {
    const rule = kind
      ? retentionRules[kind]
      : { days: lendingRecordYears.kyc * 365, basis: 'pmla' as const };
    return `| ${label} | ${period(rule.days, locale)} | ${from} | ${bases[locale][rule.basis]} |`;
  });
  return [head, ...body].join('\n');
}

const covered = site.ombudsmanCoverage.covered;
const dateIn = (iso: string, locale: Locale) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const sentencesIn = (balanceSheet: string) => ({
  en: {
    ombudsmanPosition: covered
      ? `The Company is covered by the ${ombudsmanScheme.name}: it is an NBFC with a customer interface whose assets were ₹100 crore or more on its audited balance sheet of ${balanceSheet}.`
      : `The Company is not covered by the ${ombudsmanScheme.name}, which covers NBFCs with a customer interface and assets of ₹100 crore or more: our assets were below that on our audited balance sheet of ${balanceSheet}. You can still complain to the RBI on its Complaint Management System at ${ombudsmanScheme.portal}, where the RBI's Consumer Education and Protection Cell takes up complaints against regulated entities the Scheme does not cover.`,
    ombudsmanRoute: covered
      ? 'the RBI Ombudsman'
      : "the RBI's Consumer Education and Protection Cell",
    ombudsmanWindow: `Your complaint must reach the RBI within ${p.ombudsmanFilingDays} days of our reply or, if we did not reply, within ${p.ombudsmanFilingDays} days of the end of the ${p.escalationDays} days we had to reply.`,
  },
  hi: {
    ombudsmanPosition: covered
      ? `कंपनी रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026 के दायरे में आती है: यह ग्राहकों से सीधे जुड़ने वाली NBFC है, जिसकी संपत्ति ${balanceSheet} की ऑडिट की गई बैलेंस शीट में ₹100 करोड़ या उससे ज़्यादा थी।`
      : `कंपनी रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026 के दायरे में नहीं आती। यह योजना उन NBFC पर लागू है जो ग्राहकों से सीधे जुड़ती हैं और जिनकी संपत्ति ₹100 करोड़ या उससे ज़्यादा है; ${balanceSheet} की ऑडिट की गई बैलेंस शीट में हमारी संपत्ति इससे कम थी। फिर भी आप RBI की शिकायत प्रबंधन प्रणाली ${ombudsmanScheme.portal} पर शिकायत कर सकते हैं: योजना के बाहर की संस्थाओं की शिकायतें RBI का उपभोक्ता शिक्षा और संरक्षण कक्ष (CEPC) देखता है।`,
    ombudsmanRoute: covered ? 'RBI लोकपाल' : 'RBI के उपभोक्ता शिक्षा और संरक्षण कक्ष (CEPC)',
    ombudsmanWindow: `आपकी शिकायत हमारा जवाब मिलने के ${p.ombudsmanFilingDays} दिनों के भीतर RBI तक पहुँचनी चाहिए; अगर हमने जवाब नहीं दिया, तो जवाब के लिए मिले ${p.escalationDays} दिन पूरे होने के ${p.ombudsmanFilingDays} दिनों के भीतर।`,
  },
});

function tokensOf(locale: Locale): Record<string, string> {
  const hours = (text: string) => (locale === 'hi' ? hoursInHindi(text) : text);
  return {
    'promises.officeHours': hours(p.officeHours),
    'promises.grievanceHours': hours(p.grievanceLine.hours),
    'promises.grievancePhone': p.grievanceLine.phone,
    'promises.complaintReplyDays': String(p.complaintReplyDays),
    'promises.escalationDays': String(p.escalationDays),
    'promises.ombudsmanFilingDays': String(p.ombudsmanFilingDays),
    'promises.privacyReplyDays': String(p.privacyReplyDays),
    'promises.breachBoardHours': String(p.breachBoardHours),
    'promises.ombudsmanScheme': ombudsmanScheme.name,
    'promises.ombudsmanTollFree': ombudsmanScheme.tollFree,
    ...Object.fromEntries(
      Object.entries(
        sentencesIn(dateIn(site.ombudsmanCoverage.balanceSheetDate, locale))[locale],
      ).map(([k, v]) => [`promises.${k}`, v]),
    ),
    'promises.coolingOffRule': coolingOffWords[locale].rule,
    'promises.coolingOffExample': coolingOffWords[locale].example(),
    'retention.table': retentionTable(locale),
    'recipients.creditBureaus': dataRecipients.creditBureaus,
    ...Object.fromEntries(
      Object.entries(dataRecipients.processors).map(([role, company]) => [
        `recipients.processors.${role}`,
        company,
      ]),
    ),
    'retention.pmlaYears': String(lendingRecordYears.kyc),
    'retention.applicationDays': String(retentionRules.application.days),
  };
}

const byLocale = { en: tokensOf('en'), hi: tokensOf('hi') };

/** The tokens' values in one language, for a test or a page that quotes them. */
export const promiseTokensIn = (locale: Locale): Readonly<Record<string, string>> =>
  byLocale[locale];

const TOKEN = /\{\{\s*((?:promises|retention|recipients)\.[\w.]+)\s*\}\}/g;

/** Replaces every {{promises.*}} and {{retention.*}} token; an unknown one fails with the file and token named. */
export function fillPromiseTokens(text: string, file: string, locale: Locale = 'en'): string {
  const tokens = byLocale[locale];
  const unknown = new Set<string>();
  const out = text.replace(TOKEN, (token, path: string) => {
    const value = tokens[path];
    if (value === undefined) unknown.add(token);
    return value ?? token;
  });
  if (unknown.size) throw new Error(`${file}: unknown promise token(s) ${[...unknown].join(', ')}`);
  return out;
}
