// The ten captioned photos of the Company Moments gallery, in display order.
import type { GalleryItem } from './types.ts';

export const galleryHeading = 'Company Moments';

export const galleryIntro =
  'Town halls, festivals, workshops and days out: a look at the people behind every Rupeeflow loan.';

/** How many photos show before 'View More' (SPEC section 9). */
export const galleryInitialCount = 8;

export const galleryViewMore = 'View More';

/** The page's other words: its breadcrumb, the grid's name, a photo button's name, the lightbox's controls. */
export const galleryUi = {
  crumb: 'Gallery',
  photos: 'Photos',
  viewLarger: (title: string) => `View larger: ${title}`,
  lightbox: {
    Lightbox: 'Photo viewer',
    'Photo gallery': 'Photo gallery',
    Carousel: 'Carousel',
    Slide: 'Slide',
    '{index} of {total}': '{index} of {total}',
    Previous: 'Previous',
    Next: 'Next',
    Close: 'Close',
    'Enter Fullscreen': 'Enter Fullscreen',
    'Exit Fullscreen': 'Exit Fullscreen',
    Thumbnails: 'Thumbnails',
    Caption: 'Caption',
  },
};

export const galleryItems = [
  {
    src: 'img/gallery/gallery-01.webp',
    thumb: 'img/gallery/gallery-01-thumb.webp',
    title: 'Annual Town Hall 2025 at the Noida office',
    alt: 'A packed audience facing a stage where a presenter points to a Town Hall 2025 growth chart on a large screen and a speaker stands at the lectern',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-02.webp',
    thumb: 'img/gallery/gallery-02-thumb.webp',
    title: 'Diwali celebrations with the whole team',
    alt: 'Colleagues in festive kurtas and sarees around a rangoli ringed with diyas, with fireworks, lanterns and strings of lights in the night sky behind them',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-03.webp',
    thumb: 'img/gallery/gallery-03-thumb.webp',
    title: 'Customer support floor during launch week',
    alt: 'Support agents with headsets at two rows of desks under a Launch week dashboard, one raising a hand as a team lead with a clipboard walks by',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-04.webp',
    thumb: 'img/gallery/gallery-04-thumb.webp',
    title: 'Credit risk team planning sprint',
    alt: 'A team member pointing at a whiteboard of sticky notes in To do, Doing and Done columns beside a falling risk trend chart, as colleagues look on',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-05.webp',
    thumb: 'img/gallery/gallery-05-thumb.webp',
    title: 'Women in Finance leadership session',
    alt: 'Three women leaders seated in armchairs on a Women in Finance stage, one speaking into a microphone, facing a full audience',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-06.webp',
    thumb: 'img/gallery/gallery-06-thumb.webp',
    title: 'Independence Day flag hoisting',
    alt: 'Staff saluting the Indian tricolour as it unfurls on a flagpole in front of the office building, with saffron, white and green bunting overhead',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-07.webp',
    thumb: 'img/gallery/gallery-07-thumb.webp',
    title: 'Tree plantation drive in Sector 132',
    alt: 'Volunteers in matching green T-shirts planting saplings with a spade and a watering can beside a Green Drive, Sector 132, Noida sign',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-08.webp',
    thumb: 'img/gallery/gallery-08-thumb.webp',
    title: 'Hackathon winners, engineering team',
    alt: 'Five engineers celebrating under a Hackathon 2025 Winners screen, one raising a trophy and another holding a ₹1,00,000 cheque',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-09.webp',
    thumb: 'img/gallery/gallery-09-thumb.webp',
    title: 'Financial literacy workshop for first-time borrowers',
    alt: 'A trainer in a saree presenting a 50-30-20 budget pie chart to a seated group, several of them raising their hands',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-10.webp',
    thumb: 'img/gallery/gallery-10-thumb.webp',
    title: 'Team offsite at Rishikesh',
    alt: 'The team in helmets and life jackets rafting on the Ganga, with green hills, snowy peaks and a suspension bridge behind them',
    width: 1600,
    height: 1067,
  },
] satisfies GalleryItem[];
