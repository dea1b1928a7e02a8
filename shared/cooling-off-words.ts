// The one wording of the cooling-off exit and of a worked exit, in both languages (decision 0108): the policies take
// it through {{promises.coolingOff*}} tokens, the KFS page and the repay page import it.
import { coolingOffExit, exampleExitDay } from './cooling-off.ts';
import { quoteLoan, type LoanInput } from './calculator.ts';
import { productTerms } from './product-terms.ts';
import { percent, rupees } from './product-term-tokens.ts';

type Loan = Pick<LoanInput, 'amount' | 'rate'>;

const days = productTerms.coolingOffDays;
const hiDay: Record<number, string> = { 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे' };

function parts(loan: Loan, day: number) {
  const exit = coolingOffExit(loan, day);
  const q = quoteLoan({ ...loan, days: day });
  return {
    amount: rupees(loan.amount),
    rate: percent(loan.rate),
    yearly: percent(loan.rate * 365),
    received: rupees(exit.received),
    fee: rupees(q.processingFee),
    gst: rupees(q.gstOnFee),
    pay: rupees(exit.exitAmount),
    interest: rupees(exit.interest),
  };
}

export const coolingOffWords = {
  en: {
    rule: `Within ${days} days of disbursement (the day the money reaches you is day 1) you may leave the loan with no penalty: you pay back the amount that reached your bank account plus interest at your loan's daily rate for the days you held it. We do not keep the processing fee or its GST.`,
    example: (loan: Loan = productTerms.example, day = exampleExitDay) => {
      const p = parts(loan, day);
      return `For example, the ${p.amount} loan at ${p.rate} a day (${p.yearly} a year), left on day ${day}: ${p.received} reached your account (${p.amount} less the ${p.fee} fee and ${p.gst} GST), so you pay back ${p.pay}: that amount plus ${p.interest}, the interest on the ${day} day${day === 1 ? '' : 's'} you held it.`;
    },
  },
  hi: {
    rule: `लोन मिलने के ${days} दिनों के भीतर (जिस दिन पैसा आपके खाते में आता है, वह पहला दिन है) आप बिना किसी जुर्माने के लोन छोड़ सकते हैं: जो रकम आपके बैंक खाते में आई थी, वह लौटाएँ और जितने दिन पैसा आपके पास रहा, उतने दिनों का ब्याज आपके लोन की रोज़ की दर से दें। प्रोसेसिंग फ़ीस और उस पर लगा GST हम नहीं रखते।`,
    example: (loan: Loan = productTerms.example, day = exampleExitDay) => {
      const p = parts(loan, day);
      return `उदाहरण: ${p.rate} रोज़ (${p.yearly} सालाना) पर ${p.amount} का लोन ${hiDay[day] ?? `${day}वें`} दिन छोड़ा जाए, तो खाते में ${p.received} आए थे (${p.amount} में से ${p.fee} फ़ीस और ${p.gst} GST कटकर), इसलिए आप ${p.pay} लौटाते हैं: यही रकम और ${day} दिन का ${p.interest} ब्याज।`;
    },
  },
} as const;
