// Company Moments in Hindi (see gallery.ts): the captions and the descriptions of the photos for screen readers.
import type { Translation } from '../../shared/translation.ts';
import type * as En from './gallery.ts';

export const galleryHeading: Translation<typeof En.galleryHeading> = 'कंपनी की झलकियाँ';

export const galleryIntro: Translation<typeof En.galleryIntro> =
  'टाउन हॉल, त्योहार, वर्कशॉप और साथ में बिताए दिन: हर Rupeeflow लोन के पीछे काम करने वाले लोगों की एक झलक।';

export const galleryInitialCount: Translation<typeof En.galleryInitialCount> = 8;

export const galleryViewMore: Translation<typeof En.galleryViewMore> = 'और देखें';

export const galleryUi: Translation<typeof En.galleryUi> = {
  crumb: 'गैलरी',
  photos: 'तस्वीरें',
  viewLarger: (title) => `बड़ा करके देखें: ${title}`,
  lightbox: {
    Lightbox: 'तस्वीर दर्शक',
    'Photo gallery': 'तस्वीरों की गैलरी',
    Carousel: 'तस्वीरें',
    Slide: 'तस्वीर',
    '{index} of {total}': '{total} में से {index}',
    Previous: 'पिछली',
    Next: 'अगली',
    Close: 'बंद करें',
    'Enter Fullscreen': 'पूरी स्क्रीन पर देखें',
    'Exit Fullscreen': 'पूरी स्क्रीन से बाहर',
    Thumbnails: 'छोटी तस्वीरें',
    Caption: 'कैप्शन',
  },
};

export const galleryItems: Translation<typeof En.galleryItems> = [
  {
    src: 'img/gallery/gallery-01.webp',
    thumb: 'img/gallery/gallery-01-thumb.webp',
    title: 'नोएडा ऑफ़िस में सालाना टाउन हॉल 2025',
    alt: 'मंच की ओर मुँह किए भरा हुआ हॉल, जहाँ एक प्रस्तुतकर्ता बड़ी स्क्रीन पर टाउन हॉल 2025 का ग्रोथ चार्ट दिखा रहे हैं और एक वक्ता पोडियम पर खड़े हैं',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-02.webp',
    thumb: 'img/gallery/gallery-02-thumb.webp',
    title: 'पूरी टीम के साथ दिवाली का जश्न',
    alt: 'त्योहार के कुर्तों और साड़ियों में साथी, दीयों से घिरी रंगोली के चारों ओर; पीछे रात के आसमान में आतिशबाज़ी, कंदील और रोशनी की लड़ियाँ',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-03.webp',
    thumb: 'img/gallery/gallery-03-thumb.webp',
    title: 'लॉन्च वाले हफ़्ते में ग्राहक सहायता टीम',
    alt: 'लॉन्च वीक डैशबोर्ड के नीचे डेस्क की दो कतारों पर हेडसेट लगाए सहायता टीम; एक साथी हाथ उठाए हैं और क्लिपबोर्ड लिए टीम लीड पास से गुज़र रहे हैं',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-04.webp',
    thumb: 'img/gallery/gallery-04-thumb.webp',
    title: 'क्रेडिट रिस्क टीम की प्लानिंग',
    alt: 'To do, Doing और Done कॉलम वाले स्टिकी नोट के व्हाइटबोर्ड की ओर इशारा करती टीम की एक सदस्य, पास में घटते जोखिम का चार्ट, साथी देख रहे हैं',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-05.webp',
    thumb: 'img/gallery/gallery-05-thumb.webp',
    title: 'वित्त में महिलाएँ: नेतृत्व पर चर्चा',
    alt: 'Women in Finance के मंच पर कुर्सियों पर बैठी तीन महिला लीडर, एक माइक पर बोल रही हैं, सामने भरा हुआ हॉल',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-06.webp',
    thumb: 'img/gallery/gallery-06-thumb.webp',
    title: 'स्वतंत्रता दिवस पर झंडा फहराना',
    alt: 'ऑफ़िस की इमारत के सामने फहराते तिरंगे को सलामी देते कर्मचारी, ऊपर केसरिया, सफ़ेद और हरी झंडियाँ',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-07.webp',
    thumb: 'img/gallery/gallery-07-thumb.webp',
    title: 'सेक्टर 132 में पौधारोपण अभियान',
    alt: 'एक जैसी हरी टी-शर्ट पहने वॉलंटियर फावड़े और पानी के डिब्बे से पौधे लगा रहे हैं, पास में Green Drive, Sector 132, Noida का बोर्ड',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-08.webp',
    thumb: 'img/gallery/gallery-08-thumb.webp',
    title: 'हैकाथॉन जीतने वाली इंजीनियरिंग टीम',
    alt: 'Hackathon 2025 Winners स्क्रीन के नीचे जश्न मनाते पाँच इंजीनियर, एक ट्रॉफ़ी उठाए हुए और दूसरे के हाथ में ₹1,00,000 का चेक',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-09.webp',
    thumb: 'img/gallery/gallery-09-thumb.webp',
    title: 'पहली बार लोन लेने वालों के लिए पैसों की समझ पर वर्कशॉप',
    alt: 'साड़ी पहने एक ट्रेनर बैठे हुए समूह को 50-30-20 बजट का पाई चार्ट समझा रही हैं, कई लोग हाथ उठाए हुए हैं',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-10.webp',
    thumb: 'img/gallery/gallery-10-thumb.webp',
    title: 'ऋषिकेश में टीम आउटिंग',
    alt: 'हेलमेट और लाइफ़ जैकेट पहने टीम गंगा में राफ़्टिंग करती हुई, पीछे हरी पहाड़ियाँ, बर्फ़ीली चोटियाँ और एक झूला पुल',
    width: 1600,
    height: 1067,
  },
];
