// Careers in Hindi (see careers.ts). Job titles are shown as Indian offices write them in Hindi ads: the usual
// English title in Devanagari where that is what people say (क्रेडिट एनालिस्ट), a Hindi word where there is one.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './careers.ts';

export const careersHero: Translation<typeof En.careersHero> = {
  title: 'करियर',
  intro: 'भारत के नौकरीपेशा लोगों के लिए आसान, तेज़ और ईमानदार लोन बनाने में हमारा साथ दें।',
  eyebrow: 'हमारी टीम से जुड़ें',
};

export const careersIntro: Translation<typeof En.careersIntro> = {
  heading: `${siteIdentity.brand} के साथ ईमानदार लोन का भविष्य बनाइए`,
  text: 'हम नोएडा में लोन अधिकारियों, इंजीनियरों, एनालिस्ट और सहायता टीम के लोगों की एक टीम हैं। हमारा काम है नौकरीपेशा लोगों को कम समय का लोन जल्दी, साफ़ शर्तों पर और पूरे सम्मान के साथ देना। अगर आपको ऐसा काम पसंद आएगा, तो हमें आपके बारे में जानकर ख़ुशी होगी।',
  image: 'img/careers/careers-team.webp',
  imageAlt: `नोएडा ऑफ़िस में एक मेज़ के चारों ओर साथ काम करते ${siteIdentity.brand} के साथी`,
};

export const whyWorkWithUs: Translation<typeof En.whyWorkWithUs> = {
  heading: 'हमारे साथ काम क्यों करें',
  items: [
    {
      icon: 'target',
      title: 'ऐसा काम जिसका असर दिखे',
      desc: 'आपकी मदद से मंज़ूर हुआ हर लोन किसी को तनख़्वाह से पहले का मुश्किल हफ़्ता पार करने देता है।',
    },
    {
      icon: 'trophy',
      title: 'सीखें और आगे बढ़ें',
      desc: 'नियमित ट्रेनिंग, सर्टिफ़िकेशन और बड़ी ज़िम्मेदारी तक पहुँचने का साफ़ रास्ता।',
    },
    {
      icon: 'handshake',
      title: 'खुला और मददगार माहौल',
      desc: 'छोटी टीमें, ऐसे सीनियर जिनसे कभी भी बात कर सकें, और सुझाव उसकी अच्छाई से परखा जाता है, पद से नहीं।',
    },
    {
      icon: 'shield-lock',
      title: 'ईमानदारी हर काम में',
      desc: 'हम RBI के नियमों का पूरा पालन करते हैं और ग्राहकों से वैसा ही बर्ताव करते हैं जैसा हम अपने लिए चाहते हैं।',
    },
    {
      icon: 'users',
      title: 'सेहत और सुकून',
      desc: 'आपके और आपके परिवार के लिए मेडिकल बीमा, और छुट्टी के ऐसे नियम जो आपके समय की क़द्र करते हैं।',
    },
  ],
};

export const roleNames: Translation<typeof En.roleNames> = {
  'Credit Analyst': 'क्रेडिट एनालिस्ट',
  'Collections Executive': 'कलेक्शन एग्ज़ीक्यूटिव',
  'Customer Support Associate': 'ग्राहक सहायता सहयोगी',
  'KYC Verification Executive': 'KYC सत्यापन एग्ज़ीक्यूटिव',
  'Software Engineer': 'सॉफ़्टवेयर इंजीनियर',
  'Data Analyst': 'डेटा एनालिस्ट',
  'Compliance Associate': 'कंप्लायंस सहयोगी',
  'Marketing Executive': 'मार्केटिंग एग्ज़ीक्यूटिव',
  Other: 'अन्य',
};

export const noticePeriodNames: Translation<typeof En.noticePeriodNames> = {
  Immediate: 'तुरंत जॉइन कर सकते हैं',
  '15 days': '15 दिन',
  '30 days': '30 दिन',
  '60 days': '60 दिन',
  '90 days': '90 दिन',
};

export const careersForm: Translation<typeof En.careersForm> = {
  heading: 'आवेदन करें',
  text: 'अपने बारे में बताइए और अपना रिज़्यूमे लगाइए। सभी जानकारी भरना ज़रूरी है।',
  labels: {
    fullName: 'पूरा नाम',
    email: 'ई-मेल पता',
    phone: 'मोबाइल नंबर',
    applyingFor: 'किस पद के लिए',
    noticePeriod: 'नोटिस पीरियड',
    resume: 'रिज़्यूमे',
    reason: 'आप हमसे क्यों जुड़ना चाहते हैं?',
  },
  placeholders: {
    fullName: 'पूरा नाम',
    email: 'ई-मेल पता',
    phone: 'मोबाइल नंबर',
    applyingFor: 'पद चुनें',
    noticePeriod: 'नोटिस पीरियड चुनें',
    resume: 'रिज़्यूमे लगाएँ (PDF, DOC या DOCX, 5 MB तक)',
    reason: 'आप हमसे क्यों जुड़ना चाहते हैं?',
  },
  resumePicker: {
    choose: 'फ़ाइल चुनें',
    replace: 'दूसरी फ़ाइल चुनें',
    or: 'या यहाँ छोड़ें',
    hint: 'PDF, DOC या DOCX, 5 MB तक',
    remove: 'हटाएँ',
  },
  submitLabel: 'आवेदन भेजें',
  uploadingLabel: 'आपका आवेदन भेजा जा रहा है',
  successHeading: 'आवेदन मिल गया',
  anotherLabel: 'एक और आवेदन भेजें',
};
