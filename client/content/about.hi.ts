// About Us in Hindi (see about.ts). The reviews are the same invented SAMPLE reviews as the English page, told the
// way the same borrowers would say them in Hindi; names stay as people write them, cities in Hindi.
import { siteIdentity } from '../../shared/site-identity.ts';
import { productTerms } from '../../shared/product-terms.ts';
import { servicePromises } from '../../shared/service-promises.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './about.ts';

export const aboutHeadings: Translation<typeof En.aboutHeadings> = {
  title: 'हमारे बारे में',
  rated: (stars) => `5 में से ${stars} स्टार`,
  whyTrustUs: 'हम पर भरोसा क्यों करें',
  achievements: 'हमारे वादे, अंकों में',
  reviews: 'हमारे ग्राहक क्या कहते हैं',
};

export const aboutIntro: Translation<typeof En.aboutIntro> = {
  heading: 'आसान और पारदर्शी लोन',
  paragraphs: [
    `${siteIdentity.brand}, ${siteIdentity.legalName} का लोन प्लेटफ़ॉर्म है, जो भारतीय रिज़र्व बैंक में पंजीकृत एक गैर-जमा स्वीकार करने वाली NBFC है। हम पूरे भारत में नौकरीपेशा लोगों को कम अवधि का सैलरी एडवांस देते हैं, उन ख़र्चों के लिए जो तनख़्वाह से पहले आ जाते हैं: किराया, स्कूल की फ़ीस, दवा-इलाज का बिल या कोई ज़रूरी मरम्मत।`,
    'पूरी प्रक्रिया आसान है और पूरी तरह ऑनलाइन। आप फ़ोन या कंप्यूटर से आवेदन करते हैं, KYC ऑनलाइन पूरा करते हैं, और कुछ भी साइन करने से पहले मुख्य तथ्य विवरण (KFS) में लोन की रकम, ब्याज, शुल्क और चुकाने की तारीख़ देख लेते हैं। कोई छिपा हुआ शुल्क नहीं है।',
    'पैसों की तंगी में जल्दी पैसा मिलना ज़रूरी है, इसलिए मंज़ूर हुआ लोन सीधे आपके बैंक खाते में आता है, आम तौर पर कुछ ही घंटों में। और क्योंकि उधार लेना निजी बात है, हमारी सहायता ग्राहक को सबसे आगे रखती है: असली लोग, जो आपके सवालों का साफ़ जवाब देते हैं और समय पर लोन चुकाने में आपकी मदद करते हैं।',
  ],
  picture: {
    image: 'img/about/about-main.webp',
    imageSmall: 'img/about/about-main-600.webp',
    alt: `${siteIdentity.brand} के एक लोन अधिकारी लैपटॉप पर एक ग्राहक को लोन की शर्तें समझा रहे हैं`,
  },
};

export const aboutCards: Translation<typeof En.aboutCards> = [
  {
    icon: 'shield-lock',
    title: 'सुरक्षित और पारदर्शी',
    desc: 'आपका डेटा एन्क्रिप्शन के साथ सुरक्षित, और हर शुल्क साइन करने से पहले बताया जाता है।',
  },
  {
    icon: 'quick-disbursal',
    title: 'जल्दी पैसा खाते में',
    desc: 'मंज़ूर हुआ लोन सीधे आपके बैंक खाते में, आम तौर पर कुछ ही घंटों में।',
  },
  {
    icon: 'handshake',
    title: 'ग्राहक सबसे पहले',
    desc: 'ऐसे लोग जो आपका लोन आसान भाषा में समझाते हैं और साफ़ जवाब देते हैं।',
  },
  {
    icon: 'clock',
    title: 'समय पर मदद',
    desc: 'आवेदन से लेकर आख़िरी किस्त तक, जब ज़रूरत हो तब मदद।',
  },
];

export const mission: Translation<typeof En.mission> = {
  icon: 'target',
  heading: 'हमारा लक्ष्य',
  text: 'नौकरीपेशा भारतीयों को कम अवधि का लोन जल्दी, ईमानदारी से और साफ़ शर्तों पर देना, ताकि तनख़्वाह से पहले की तंगी कभी मुसीबत न बने; हर ख़र्च पहले से बताया जाए और हर ग्राहक से इज़्ज़त से बात हो।',
};

export const vision: Translation<typeof En.vision> = {
  icon: 'eye',
  heading: 'हमारी सोच',
  text: 'कामकाजी भारत का सबसे भरोसेमंद डिजिटल लेंडर बनना: ऐसी कंपनी जिसकी सिफ़ारिश लोग इसलिए करें कि हमसे उधार लेना आसान, ईमानदार और सुरक्षित रहा, और उससे उनका आर्थिक भविष्य बेहतर बना।',
};

export const whyTrustUs: Translation<typeof En.whyTrustUs> = [
  {
    icon: 'shield-lock',
    title: 'सुरक्षा सबसे पहले',
    desc: 'बैंक जैसा एन्क्रिप्शन आपकी निजी और पैसों से जुड़ी जानकारी सुरक्षित रखता है।',
  },
  {
    icon: 'users',
    title: 'RBI में पंजीकृत',
    desc: 'भारतीय रिज़र्व बैंक में पंजीकृत, जमा न लेने वाली NBFC, जो RBI के डिजिटल लोन नियमों के तहत लोन देती है।',
  },
  {
    icon: 'lightning',
    title: 'जल्दी पैसा',
    desc: 'मंज़ूर हुआ लोन कुछ ही घंटों में सीधे आपके खाते में।',
  },
  {
    icon: 'check-circle',
    title: 'पूरी पारदर्शिता',
    desc: 'कोई छिपा शुल्क नहीं: हर शुल्क आपके मुख्य तथ्य विवरण (KFS) में लिखा होता है।',
  },
];

export const achievements: Translation<typeof En.achievements> = [
  {
    icon: 'secure-process',
    value: productTerms.coolingOffDays,
    suffix: ' दिन',
    label: 'बिना जुर्माने के फ़ैसला बदलने के लिए',
    duration: 2,
  },
  {
    icon: 'rupee',
    prefix: '₹',
    value: productTerms.foreclosurePercent,
    suffix: '',
    label: 'समय से पहले चुकाने का शुल्क',
    duration: 2,
  },
  {
    icon: 'instant-approval',
    value: productTerms.tenureDays.max,
    suffix: ' दिन',
    label: 'तक की अवधि',
    duration: 2,
  },
  {
    icon: 'users',
    value: servicePromises.complaintReplyDays,
    suffix: ' दिन',
    label: 'में शिकायत का जवाब',
    duration: 2,
  },
];

// SAMPLE: invented reviews, as in about.ts; the same rules apply until real ones replace them.
export const reviews: Translation<typeof En.reviews> = [
  {
    name: 'Ankit Verma',
    title: 'सॉफ़्टवेयर इंजीनियर, पुणे',
    content:
      'तनख़्वाह से चार दिन पहले किराया देना था। शाम को आवेदन किया, वीडियो KYC दो-तीन मिनट में हो गया और अगली सुबह पैसा खाते में था। मैंने ठीक उतनी ही रकम चुकाई जितनी मेरे KFS में लिखी थी।',
    rating: 5,
  },
  {
    name: 'Priya Nair',
    title: 'स्टाफ़ नर्स, कोच्चि',
    content:
      'रात की शिफ़्ट की वजह से मैं दिन में किसी ऑफ़िस नहीं जा सकती, इसलिए पूरी तरह ऑनलाइन प्रक्रिया से बड़ी राहत मिली। शिफ़्ट के बाद सैलरी स्लिप अपलोड की, और उस पर मेरे सवाल का जवाब अगले कामकाजी दिन मिल गया।',
    rating: 5,
  },
  {
    name: 'Mohammed Irfan',
    title: 'सेल्स एग्ज़ीक्यूटिव, हैदराबाद',
    content: `दो साल पहले कार्ड की एक किस्त छूट जाने से मेरा क्रेडिट स्कोर गिर गया था और दूसरे ऐप मना कर देते थे। ${siteIdentity.brand} ने मेरी सैलरी देखी और थोड़ी कम रकम मंज़ूर की, जितनी मुझे असल में चाहिए थी।`,
    rating: 5,
  },
  {
    name: 'Sneha Kulkarni',
    title: 'प्राइमरी स्कूल टीचर, नासिक',
    content:
      'बेटे की एडमिशन फ़ीस आख़िरी तारीख़ से पहले भरनी थी। दस्तावेज़ों की सूची साफ़ थी: आधार, PAN, सैलरी स्लिप और बैंक स्टेटमेंट। चुकाते समय कुछ भी अलग से नहीं जोड़ा गया।',
    rating: 5,
  },
  {
    name: 'Rajesh Yadav',
    title: 'वेयरहाउस सुपरवाइज़र, गुरुग्राम',
    content:
      'शनिवार को पिताजी अस्पताल में भर्ती हुए। लोन कुछ ही मिनटों में मंज़ूर हुआ और लगभग तीन घंटे में पैसा खाते में आ गया, जिससे रिश्तेदारों से उधार लिए बिना हम डिपॉज़िट भर पाए।',
    rating: 5,
  },
  {
    name: 'Harpreet Kaur',
    title: 'HR एग्ज़ीक्यूटिव, लुधियाना',
    content:
      'मैंने दस दिन पहले लोन चुका दिया और ब्याज सिर्फ़ उतने दिनों का लगा जितने दिन पैसा मेरे पास रहा। कोई फ़ोरक्लोज़र शुल्क नहीं लगा, जैसा वेबसाइट पर लिखा था।',
    rating: 5,
  },
  {
    name: 'Karthik Subramanian',
    title: 'डिज़ाइन इंजीनियर, चेन्नई',
    content:
      'हर अनुमति देने से पहले समझाई गई, और लोन एग्रीमेंट व KFS मेरे ई-मेल पर आए ताकि मैं उनकी कॉपी रख सकूँ। लोन ऐप्स के बारे में जो क़िस्से सुने थे, उनके बाद यह बात मेरे लिए मायने रखती थी।',
    rating: 5,
  },
  {
    name: 'Pooja Gupta',
    title: 'अकाउंटेंट, जयपुर',
    content:
      'बारीक शर्तें पढ़ना मेरा रोज़ का काम है। प्रोसेसिंग शुल्क, GST, ब्याज और APR सब KFS में दिखाए गए थे, और ब्याज ठीक उतना ही था जितना वेबसाइट के कैलकुलेटर ने बताया।',
    rating: 5,
  },
  {
    name: 'Sandeep Das',
    title: 'फ़्रंट ऑफ़िस मैनेजर, कोलकाता',
    content:
      'तनख़्वाह एक हफ़्ता देर से आई और EMI व बिजली का बिल दोनों भरने थे। लोन से दोनों हो गए, और तारीख़ से पहले आए रिमाइंडर से चुकाने की तैयारी करने में मदद मिली।',
    rating: 5,
  },
  {
    name: 'Meenakshi Iyer',
    title: 'फ़ार्मासिस्ट, बेंगलुरु',
    content: `${siteIdentity.brand} से यह मेरा दूसरा लोन था। सारे क़दम पता थे, इसलिए पूरा आवेदन दस मिनट से कम में हो गया, और मंज़ूरी भी उतनी ही जल्दी आ गई।`,
    rating: 5,
  },
  {
    name: 'Vikram Rathore',
    title: 'लॉजिस्टिक्स कोऑर्डिनेटर, अहमदाबाद',
    content:
      'मैंने अपने मोबाइल नंबर से "लोन चुकाएँ" पेज पर भुगतान किया। बकाया रकम साफ़ दिखी और भुगतान की पुष्टि तुरंत आ गई।',
    rating: 5,
  },
  {
    name: 'Fatima Shaikh',
    title: 'कस्टमर सर्विस एग्ज़ीक्यूटिव, मुंबई',
    content:
      'मैंने फ़ोन करके पूछा कि दो दिन देर से चुकाने पर क्या होगा। एग्ज़ीक्यूटिव ने बिना किसी दबाव के देरी का शुल्क ईमानदारी से समझाया और ऐसी तारीख़ चुनने में मदद की जिस पर मैं चुका सकूँ।',
    rating: 5,
  },
  {
    name: 'Amit Patel',
    title: 'लैब टेक्नीशियन, सूरत',
    content:
      'यह मेरा पहला लोन था और मेरी कोई क्रेडिट हिस्ट्री नहीं थी। छोटी रकम मंज़ूर हुई, मैंने समय पर चुका दी, और अब वह भुगतान मेरी क्रेडिट रिपोर्ट में दिखता है।',
    rating: 5,
  },
  {
    name: 'Deepika Joshi',
    title: 'ग्राफ़िक डिज़ाइनर, देहरादून',
    content:
      'पात्रता की शर्तें वेबसाइट पर थीं, तो आवेदन से पहले ही पता था कि मैं योग्य हूँ। लैपटॉप की मरम्मत के पैसे उसी दिन आ गए और मेरी कोई डेडलाइन नहीं छूटी।',
    rating: 5,
  },
  {
    name: 'Nikhil Bansal',
    title: 'मार्केटिंग एसोसिएट, लखनऊ',
    content:
      'शुरू से आख़िर तक सब साफ़-साफ़ बताया गया: आवेदन के बाद SMS, एक छोटी वेरिफ़िकेशन कॉल, और पैसा भेजते ही ई-मेल। कहीं कोई अचानक वाली बात नहीं।',
    rating: 5,
  },
];
