// The Key Fact Statement's rows in Hindi (see strings.ts): the words only; every figure is passed in from the
// product terms by kfs-figures.ts. In the plain Hindi of the calculator and the journey pages (issue 45): लोन, खाते में
// आने वाली रकम, रोज़; the RBI's own names (APR, KFS, अनुलग्नक) kept so a reader can match them to any other lender's KFS.
import type { Translation } from '../../../shared/translation.ts';
import type * as En from './strings.ts';

export const kfsStrings: Translation<typeof En.kfsStrings> = {
  describeLoan: (amount: string, days: number, rate: string, yearly: string) =>
    `${amount} का लोन, ${days} दिन के लिए, ${rate} रोज़ (${yearly} सालाना) के ब्याज पर`,
  withExample: (mine: string, range: string) => `${range}; इस उदाहरण में: ${mine}`,
  days: (days: number) => `${days} दिन`,
  nil: 'शून्य',
  part1: {
    loanNumber: { item: 'लोन ऑफ़र या खाते का नंबर', detail: 'आपके स्वीकृति पत्र में लिखा होगा' },
    type: {
      item: 'लोन किस तरह का है',
      detail:
        'नौकरी करने वालों के लिए बिना गिरवी का वेतन अग्रिम, जो तय तारीख़ पर एक ही बार में चुकाया जाता है',
    },
    amount: 'मंज़ूर हुई लोन की रकम',
    amountRange: (min: string, max: string, example: string) =>
      `${min} से ${max} तक (उदाहरण: ${example})`,
    disbursal: {
      item: 'रकम खाते में कब और कैसे आती है',
      detail: '100% एक साथ: खाते में आने वाली पूरी रकम एक ही बार में आपके अपने बैंक खाते में',
    },
    term: 'लोन की अवधि',
    termRange: (min: number, max: number) =>
      `${min} से ${max} दिन: रकम मिलने के कम से कम ${min} दिन बाद आने वाली आपकी पहली तनख़्वाह के दिन तक`,
    instalments: 'किस्त',
    instalmentDetail: (repayable: string, personal: boolean, days: number) =>
      `एक ही बार में पूरा भुगतान (बुलेट)। किस्तें: 1। रकम: ${repayable}${personal ? '' : ' (इस उदाहरण में)'}। रकम मिलने के ${days} दिन बाद चुकानी है`,
    rate: 'ब्याज दर और उसका प्रकार',
    rateMine: (daily: string, yearly: string) =>
      `${daily} रोज़ (${yearly} सालाना), तय (फ़िक्स्ड), लोन की रकम पर`,
    rateRange: (min: string, max: string, yearlyMin: string, yearlyMax: string) =>
      `${min} से ${max} रोज़ (${yearlyMin} से ${yearlyMax} सालाना), तय (फ़िक्स्ड), आपकी जोखिम श्रेणी के हिसाब से`,
    floating: {
      item: 'बदलने वाली (फ़्लोटिंग) दर की जानकारी',
      detail: 'लागू नहीं: ब्याज दर तय है',
    },
    fees: {
      item: 'शुल्क',
      detail: 'नीचे की तालिका देखें: जो हमें देने हैं, और जो हमारे ज़रिए दूसरों को जाते हैं',
    },
    apr: 'वार्षिक प्रतिशत दर (APR)',
    range: (min: string, max: string) => `${min} से ${max}`,
    penal: 'देर से चुकाने पर दंडात्मक शुल्क',
    penalDetail: (penal: string, total: string, interest: string, charge: string) =>
      `तय तारीख़ के अगले दिन से बाक़ी मूलधन पर ${penal} रोज़; मूलधन पर लोन की दर से ब्याज भी लगता रहता है। यह शुल्क है, ब्याज नहीं: यह कभी मूलधन में नहीं जुड़ता और इस पर GST नहीं लगता। इस लोन पर एक दिन की देरी: ${total} (${interest} ब्याज + ${charge} दंडात्मक शुल्क)`,
    bounce: 'भुगतान लौटने (बाउंस) का शुल्क',
    foreclosure: 'समय से पहले पूरा चुकाने (फ़ोरक्लोज़र) का शुल्क',
    foreclosureNil: 'शून्य: जब चाहें पहले चुका दें, और सिर्फ़ उतने दिन का ब्याज दें जितने दिन लोन आपके पास रहा',
    coolingOff: 'कूलिंग-ऑफ अवधि',
    coolingOffDetail: (days, rule, example) => `${days} दिन। ${rule} ${example}`,
  },
  fees: {
    us: 'हमें (लोन देने वाली कंपनी को)',
    thirdParties: 'हमारे ज़रिए दूसरों को',
    oneTime: 'एक बार',
    none: '-',
    processingFee: (fee: string) => `प्रोसेसिंग फ़ीस (लोन की रकम का ${fee})`,
    gst: (gst: string) => `प्रोसेसिंग फ़ीस पर ${gst} GST (सरकार को जाता है)`,
    insurance: 'बीमा शुल्क',
    valuation: 'मूल्यांकन शुल्क',
    other: 'दूसरे: अनुबंध पर स्टाम्प ड्यूटी, जहाँ राज्य इसे लेता है (लगे तो आपके अपने KFS की APR में जोड़ी जाएगी)',
    otherAmount: 'राज्य के क़ानून के हिसाब से, अगर लगे',
    headers: ['किसे देना है', 'शुल्क', 'एक बार या बार-बार', 'रकम'],
  },
  annexB: {
    amount: 'मंज़ूर हुई लोन की रकम',
    term: 'लोन की अवधि',
    principalInstalments: {
      item: 'मूलधन कितनी किस्तों में चुकाना है',
      detail: '1 (एक ही बार में पूरा)',
    },
    emi: {
      item: 'EMI (बराबर किस्तें): प्रकार, रकम और गिनती',
      detail: 'लागू नहीं: मूलधन और ब्याज एक ही बार में',
    },
    capitalised: { item: 'मूलधन में जोड़े गए ब्याज की किस्तें', detail: 'कोई नहीं' },
    commencement: 'मंज़ूरी के बाद चुकाना कब शुरू होता है',
    afterDisbursement: (days: number) => `रकम मिलने के ${days} दिन बाद`,
    rateType: { item: 'ब्याज दर का प्रकार', detail: 'तय (फ़िक्स्ड)' },
    rate: 'ब्याज दर',
    rateDetail: (rate: string, yearly: string) => `लोन की रकम पर ${rate} रोज़ (${yearly} सालाना)`,
    interest: 'पूरी अवधि का कुल ब्याज',
    fees: 'देने वाले शुल्क',
    feesUs: 'हमें देने हैं',
    feesUsDetail: (total: string, fee: string, gst: string) =>
      `${total} (प्रोसेसिंग फ़ीस ${fee} + GST ${gst})`,
    feesThird: 'हमारे ज़रिए दूसरों को देने हैं',
    net: 'खाते में आने वाली रकम (1 - 6)',
    repayable: 'आपको कुल कितना चुकाना है (1 + 5)',
    apr: 'वार्षिक प्रतिशत दर (APR)',
    schedule: 'रकम खाते में कब आती है',
    scheduleDetail: (net: string) => `जिस दिन लोन दिया जाता है, उसी दिन एक बार में ${net}`,
    due: 'मूलधन और ब्याज चुकाने की तारीख़',
    working: (repayable: string, net: string, days: number, apr: string) =>
      `APR = (कुल चुकाने की रकम - खाते में आने वाली रकम) / खाते में आने वाली रकम x 365 / दिन = (${repayable} - ${net}) / ${net} x 365 / ${days} = ${apr}`,
  },
  rowHeaders: ['क्रम', 'क्या', 'जानकारी'],
  annexC: {
    day: (days: number) => `दिन ${days}`,
    headers: ['किस्त', 'तारीख़', 'बाक़ी मूलधन', 'मूलधन', 'ब्याज', 'किस्त की रकम'],
  },
  download: {
    heading: (title: string, personal: boolean) =>
      `${title}: ${personal ? 'आपके चुने लोन का उदाहरण' : 'मानक'}`,
    part1: 'अनुलग्नक A, भाग 1: ब्याज दर और शुल्क',
    fees: 'शुल्क',
    annexB: 'अनुलग्नक B: APR का हिसाब',
    annexC: 'अनुलग्नक C: चुकाने की तारीख़ें',
    schedule: (
      no: string,
      due: string,
      opening: string,
      principal: string,
      interest: string,
      instalment: string,
    ) =>
      `किस्त ${no}, ${due}: बाक़ी मूलधन ${opening}, मूलधन ${principal}, ब्याज ${interest}, किस्त की रकम ${instalment}`,
    file: 'key-fact-statement-hi.txt',
  },
};
