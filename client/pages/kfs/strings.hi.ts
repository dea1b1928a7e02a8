// The Key Fact Statement's rows in Hindi (see strings.ts): the words only; every figure is passed in from the
// product terms by kfs-figures.ts. Terms as Indian lenders print them in a Hindi KFS.
import type { Translation } from '../../../shared/translation.ts';
import type * as En from './strings.ts';

export const kfsStrings: Translation<typeof En.kfsStrings> = {
  describeLoan: (amount: string, days: number, rate: string) =>
    `${amount}, ${days} दिनों के लिए, ${rate} प्रतिदिन ब्याज पर`,
  withExample: (mine: string, range: string) => `${range}; उदाहरण में: ${mine}`,
  days: (days: number) => `${days} दिन`,
  nil: 'शून्य',
  part1: {
    loanNumber: { item: 'ऋण प्रस्ताव या खाता संख्या', detail: 'आपके स्वीकृति पत्र में लिखी होगी' },
    type: {
      item: 'ऋण का प्रकार',
      detail: 'वेतनभोगी व्यक्तियों के लिए असुरक्षित वेतन अग्रिम, जो नियत तिथि पर एक ही भुगतान में चुकाया जाता है',
    },
    amount: 'स्वीकृत ऋण राशि',
    amountRange: (min: string, max: string, example: string) =>
      `${min} से ${max} तक (उदाहरण: ${example})`,
    disbursal: {
      item: 'वितरण अनुसूची',
      detail: '100% एक साथ: शुद्ध वितरित राशि एक ही भुगतान में आपके अपने बैंक खाते में',
    },
    term: 'ऋण की अवधि',
    termRange: (min: number, max: number) =>
      `${min} से ${max} दिन, वितरण के कम से कम ${min} दिन बाद पड़ने वाले आपके पहले वेतन-दिवस तक`,
    instalments: 'किस्त का विवरण',
    instalmentDetail: (repayable: string, personal: boolean, days: number) =>
      `प्रकार: एकमुश्त भुगतान (बुलेट)। किस्तों की संख्या: 1। राशि: ${repayable}${personal ? '' : ' (उदाहरण में)'}। वितरण के ${days} दिन बाद देय`,
    rate: 'ब्याज दर और उसका प्रकार',
    rateMine: (daily: string, yearly: string) =>
      `${daily} प्रतिदिन (${yearly} सालाना), स्थिर, ऋण राशि पर`,
    rateRange: (min: string, max: string) =>
      `${min} से ${max} प्रतिदिन, स्थिर, आपकी जोखिम श्रेणी के अनुसार`,
    floating: {
      item: 'फ़्लोटिंग दर के लिए अतिरिक्त जानकारी',
      detail: 'लागू नहीं: ब्याज दर स्थिर है',
    },
    fees: {
      item: 'शुल्क',
      detail: 'नीचे की तालिका देखें: हमें देय, और हमारे माध्यम से तीसरे पक्ष को देय',
    },
    apr: 'वार्षिक प्रतिशत दर (APR)',
    range: (min: string, max: string) => `${min} से ${max}`,
    penal: 'देर से भुगतान पर दंडात्मक शुल्क',
    penalDetail: (penal: string, total: string, interest: string, charge: string) =>
      `नियत तिथि के अगले दिन से बकाया मूलधन पर ${penal} प्रतिदिन; मूलधन पर ऋण की दर से ब्याज भी लगता रहता है। यह शुल्क है, ब्याज नहीं: कभी मूलधन में नहीं जोड़ा जाता, इस पर GST नहीं। इस ऋण पर एक दिन की देरी: ${total} (${interest} ब्याज + ${charge} दंडात्मक शुल्क)`,
    bounce: 'बाउंस शुल्क',
    foreclosure: 'फ़ोरक्लोज़र (समय से पहले चुकाने का) शुल्क',
    foreclosureNil: 'शून्य: समय से पहले चुकाएँ और केवल उतने दिनों का ब्याज दें जितने दिन ऋण रखा',
    coolingOff: 'कूलिंग-ऑफ अवधि',
    coolingOffDetail: (days, rule, example) => `${days} दिन। ${rule} ${example}`,
  },
  fees: {
    us: 'हमें (ऋणदाता को)',
    thirdParties: 'तीसरे पक्ष को, हमारे माध्यम से',
    oneTime: 'एक बार',
    none: '-',
    processingFee: (fee: string) => `प्रोसेसिंग शुल्क (ऋण राशि का ${fee})`,
    gst: (gst: string) => `प्रोसेसिंग शुल्क पर ${gst} GST (सरकार को जमा किया जाता है)`,
    insurance: 'बीमा शुल्क',
    valuation: 'मूल्यांकन शुल्क',
    other:
      'अन्य: अनुबंध पर स्टांप शुल्क, जहाँ राज्य इसे लगाता है (लागू होने पर आपके अपने KFS की APR में जोड़ा जाएगा)',
    otherAmount: 'राज्य के कानून के अनुसार, यदि कोई हो',
    headers: ['किसे देय', 'शुल्क', 'एक बार या बार-बार', 'राशि'],
  },
  annexB: {
    amount: 'स्वीकृत ऋण राशि',
    term: 'ऋण की अवधि',
    principalInstalments: {
      item: 'मूलधन के भुगतान की किस्तों की संख्या',
      detail: '1 (एकमुश्त भुगतान)',
    },
    emi: {
      item: 'समान आवधिक किस्तों (EMI) का प्रकार, राशि और संख्या',
      detail: 'लागू नहीं: मूलधन और ब्याज का एक ही भुगतान',
    },
    capitalised: { item: 'मूलधन में जोड़े गए ब्याज की किस्तें', detail: 'कोई नहीं' },
    commencement: 'स्वीकृति के बाद भुगतान की शुरुआत',
    afterDisbursement: (days: number) => `वितरण के ${days} दिन बाद`,
    rateType: { item: 'ब्याज दर का प्रकार', detail: 'स्थिर' },
    rate: 'ब्याज दर',
    rateDetail: (rate: string) => `ऋण राशि पर ${rate} प्रतिदिन`,
    interest: 'पूरी अवधि का कुल ब्याज',
    fees: 'देय शुल्क',
    feesUs: 'हमें देय',
    feesUsDetail: (total: string, fee: string, gst: string) =>
      `${total} (प्रोसेसिंग शुल्क ${fee} + GST ${gst})`,
    feesThird: 'हमारे माध्यम से तीसरे पक्ष को देय',
    net: 'शुद्ध वितरित राशि (1 - 6)',
    repayable: 'उधारकर्ता द्वारा चुकाई जाने वाली कुल राशि (1 + 5)',
    apr: 'वार्षिक प्रतिशत दर (APR)',
    schedule: 'वितरण की अनुसूची',
    scheduleDetail: (net: string) => `ऋण वितरण के दिन एक ही भुगतान में ${net}`,
    due: 'मूलधन और ब्याज के भुगतान की नियत तिथि',
    working: (repayable: string, net: string, days: number, apr: string) =>
      `APR = (कुल देय राशि - शुद्ध वितरित राशि) / शुद्ध वितरित राशि x 365 / दिन = (${repayable} - ${net}) / ${net} x 365 / ${days} = ${apr}`,
  },
  rowHeaders: ['क्रम', 'विवरण का विषय', 'जानकारी'],
  annexC: {
    day: (days: number) => `दिन ${days}`,
    headers: ['किस्त क्रम', 'देय', 'बकाया मूलधन', 'मूलधन', 'ब्याज', 'किस्त'],
  },
  download: {
    heading: (title: string, personal: boolean) =>
      `${title}: ${personal ? 'आपके चुने ऋण का उदाहरण' : 'मानक'}`,
    part1: 'अनुलग्नक A, भाग 1: ब्याज दर और शुल्क',
    fees: 'शुल्क',
    annexB: 'अनुलग्नक B: APR की गणना',
    annexC: 'अनुलग्नक C: भुगतान अनुसूची',
    schedule: (
      no: string,
      due: string,
      opening: string,
      principal: string,
      interest: string,
      instalment: string,
    ) =>
      `किस्त ${no}, ${due}: बकाया मूलधन ${opening}, मूलधन ${principal}, ब्याज ${interest}, किस्त ${instalment}`,
    file: 'key-fact-statement-hi.txt',
  },
};
