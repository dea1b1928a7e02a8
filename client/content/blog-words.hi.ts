// The blog's words in Hindi (see blog-words.ts); the posts stay English with a one-line note.
import type { Translation } from '../../shared/translation.ts';
import type * as En from './blog-words.ts';

export const blogHeadings: Translation<typeof En.blogHeadings> = {
  list: 'हमारे ब्लॉग',
  intro:
    'नौकरीपेशा लोगों के लिए आसान भाषा में जानकारी: सैलरी एडवांस कैसे काम करता है, क्रेडिट स्कोर, ज़रूरी दस्तावेज़, घर का बजट, और नकली लोन ऐप से कैसे बचें।',
  crumb: 'ब्लॉग',
  backToList: 'सभी ब्लॉग',
  latest: 'नए ब्लॉग',
  readMore: 'पूरा पढ़ें',
  notFound: 'ब्लॉग नहीं मिला',
};

export const blogViewMore: Translation<typeof En.blogViewMore> = 'और ब्लॉग देखें';

const longDate = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const blogChrome: Translation<typeof En.blogChrome> = {
  /** '14 अगस्त 2025': Hindi month names, the digits Indian lenders print. */
  date: (isoDate: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
    return m ? longDate.format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))) : isoDate;
  },
  articlesLabel: 'लेख',
  minutesToRead: (minutes: number) => `पढ़ने में ${minutes} मिनट`,
  about: (title: string) => `: ${title}`,
  published: 'प्रकाशित: ',
  by: (author: string) => `लेखक: ${author}`,
  notFoundText: 'आप जो लेख ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  featuredAlt:
    'अपनी मेज़ पर लैपटॉप में पैसों से जुड़ी सलाह पढ़ती एक युवा कामकाजी महिला, उसके चारों ओर लेखों के कार्ड',
};
