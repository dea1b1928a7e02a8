// The ten captioned photos of the Company Moments gallery, in display order.
import type { GalleryItem } from './types.ts';

export const galleryHeading = 'Company Moments';

export const galleryIntro =
  'Town halls, festivals, workshops and days out: a look at the people behind every Rupeeflow loan.';

/** How many photos show before 'View More' (SPEC section 9). */
export const galleryInitialCount = 8;

export const galleryViewMore = 'View More';

export const galleryItems = [
  {
    src: 'img/gallery/gallery-01.webp',
    thumb: 'img/gallery/gallery-01-thumb.webp',
    title: 'Annual Town Hall 2025 at the Noida office',
    alt: 'Employees seated in rows in a bright auditorium, facing a speaker on stage beside a large screen showing the year’s highlights',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-02.webp',
    thumb: 'img/gallery/gallery-02-thumb.webp',
    title: 'Diwali celebrations with the whole team',
    alt: 'Colleagues in festive kurtas and sarees lighting diyas around a rangoli on the office floor, with strings of lights overhead',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-03.webp',
    thumb: 'img/gallery/gallery-03-thumb.webp',
    title: 'Customer support floor during launch week',
    alt: 'Support agents wearing headsets at rows of desks, one raising a hand to help a colleague while dashboards glow on a wall screen',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-04.webp',
    thumb: 'img/gallery/gallery-04-thumb.webp',
    title: 'Credit risk team planning sprint',
    alt: 'A small team standing at a whiteboard covered in sticky notes and charts, one member pointing at a risk trend line',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-05.webp',
    thumb: 'img/gallery/gallery-05-thumb.webp',
    title: 'Women in Finance leadership session',
    alt: 'A panel of women leaders seated on stage holding microphones, speaking to an audience of colleagues',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-06.webp',
    thumb: 'img/gallery/gallery-06-thumb.webp',
    title: 'Independence Day flag hoisting',
    alt: 'Staff standing in a semicircle saluting the Indian tricolour as it unfurls on a flagpole outside the office building',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-07.webp',
    thumb: 'img/gallery/gallery-07-thumb.webp',
    title: 'Tree plantation drive in Sector 132',
    alt: 'Volunteers in matching caps planting saplings along a roadside green belt, holding spades and watering cans',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-08.webp',
    thumb: 'img/gallery/gallery-08-thumb.webp',
    title: 'Hackathon winners, engineering team',
    alt: 'Engineers holding a trophy and an oversized cheque, laptops open on the table in front of them',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-09.webp',
    thumb: 'img/gallery/gallery-09-thumb.webp',
    title: 'Financial literacy workshop for first-time borrowers',
    alt: 'A trainer explaining a simple budget chart on a flip board to a seated group taking notes',
    width: 1600,
    height: 1067,
  },
  {
    src: 'img/gallery/gallery-10.webp',
    thumb: 'img/gallery/gallery-10-thumb.webp',
    title: 'Team offsite at Rishikesh',
    alt: 'The team posing on the bank of the Ganga with green hills and a suspension bridge in the background',
    width: 1600,
    height: 1067,
  },
] satisfies GalleryItem[];
