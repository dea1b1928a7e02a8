// Shapes of the static marketing content: the content modules fill them, the page components read them.

/** Every icon the content may name; the icon component maps each name to one SVG. */
export type IconName =
  | 'instant-approval'
  | 'affordable-rates'
  | 'secure-process'
  | 'customer-support'
  | 'quick-disbursal'
  | 'age'
  | 'income'
  | 'id-proof'
  | 'bank-account'
  | 'no-collateral'
  | 'low-credit-score'
  | 'flexible-tenure'
  | 'fully-online'
  | 'apply-online'
  | 'approval'
  | 'receive-funds'
  | 'start-using'
  | 'fill-form'
  | 'upload-kyc'
  | 'verification'
  | 'shield-lock'
  | 'users'
  | 'clock'
  | 'rupee'
  | 'percent'
  | 'star'
  | 'phone'
  | 'whatsapp'
  | 'mail'
  | 'map-pin'
  | 'check-circle'
  | 'quote'
  | 'trophy'
  | 'target'
  | 'eye'
  | 'handshake'
  | 'lightning'
  | 'calculator'
  | 'document'
  | 'briefcase';

/** An image path relative to the asset base (no leading slash), e.g. 'img/hero/hero-1.webp'. */
export type AssetPath = string;

/** A date written YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

/** A card with an icon, a title and one short description (features, why-choose-us, about cards). */
export interface Feature {
  icon: IconName;
  title: string;
  desc: string;
}

export interface EligibilityItem {
  icon: IconName;
  title: string;
  desc: string;
}

export interface Review {
  name: string;
  /** Job and city, e.g. 'Software Engineer, Pune'. */
  title?: string;
  content: string;
  rating: 5;
}

/** A counter that animates from 0 to value; rendered as prefix + value + suffix. */
export interface Achievement {
  icon: IconName;
  value: number;
  suffix: string;
  label: string;
  prefix?: string;
  /** Group digits with commas (50,000). */
  separator?: boolean;
  /** Seconds the count-up takes. */
  duration: number;
}

/** A contact card; lines are shown one per line, the office hours last. */
export interface ContactItem {
  icon: IconName;
  title: string;
  lines: string[];
  href?: string;
}

export interface GalleryItem {
  src: AssetPath;
  thumb: AssetPath;
  title: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlogSection {
  heading?: string;
  paragraphs: string[];
  list?: string[];
}

export interface BlogPost {
  id: number;
  title: string;
  /** One sentence for the blog card. */
  description: string;
  /** Full-size image; the card uses imageSmall. */
  image: AssetPath;
  imageSmall: AssetPath;
  imageAlt: string;
  date: IsoDate;
  author: string;
  readingMinutes: number;
}

export interface TeamMember {
  name: string;
  role: string;
  image: AssetPath;
  bio?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface HeroSlide {
  headline: string;
  text: string;
  image: AssetPath;
  imageSmall: AssetPath;
  alt: string;
}

export interface Step {
  /** Shown as written: '01' or '1'. */
  number: string;
  icon: IconName;
  title: string;
  desc: string;
}

export interface Link {
  label: string;
  to: string;
}

/** A picture in a large size and a small one for narrow screens. */
export interface Picture {
  image: AssetPath;
  imageSmall: AssetPath;
  alt: string;
  /** Intrinsic size of `image` (imageSmall has the same proportions). */
  width?: number;
  height?: number;
}

/** A block of running text with a heading, optionally beside a picture and with a link. */
export interface TextBlock {
  heading: string;
  paragraphs: string[];
  picture?: Picture;
  link?: Link;
}

/** A titled section of cards. */
export interface CardSection<T> {
  heading: string;
  subheading?: string;
  items: T[];
}

/** A short statement with an icon, such as Our Mission and Our Vision. */
export interface Statement {
  icon: IconName;
  heading: string;
  text: string;
}
