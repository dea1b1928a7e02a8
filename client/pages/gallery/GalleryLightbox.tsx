// The full-screen photo viewer of the gallery (yet-another-react-lightbox), loaded only when a photo is first opened.
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { useAsset } from '../../client-config.tsx';
import { galleryUi } from '../../content/gallery.ts';
import type { GalleryItem } from '../../content/types.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { MEDIUM_WIDTH, mediumHeight, mediumVariant } from './gallery-images.ts';
import './gallery-lightbox.css';

interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  /** The photo shown; -1 closes the lightbox (with its fade-out). */
  index: number;
  onView(index: number): void;
  onClose(): void;
  /** After the fade-out, so focus can go back to the photo that opened it. */
  onExited(): void;
}

export default function GalleryLightbox({
  items,
  index,
  onView,
  onClose,
  onExited,
}: GalleryLightboxProps) {
  const asset = useAsset();
  const reducedMotion = useReducedMotion();
  const slides = items.map((item) => ({
    src: asset(item.src),
    alt: item.alt,
    title: item.title,
    width: item.width,
    height: item.height,
    thumbnail: asset(item.thumb),
    srcSet: [
      { src: asset(mediumVariant(item.src)), width: MEDIUM_WIDTH, height: mediumHeight(item) },
      { src: asset(item.src), width: item.width, height: item.height },
    ],
  }));
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Captions, Fullscreen, Thumbnails]}
      // Four photos either side of the current one: nine thumbnails fill the strip on a desktop screen.
      carousel={{ preload: 4 }}
      // Fullscreen refusals (iframes, iOS Safari) are caught and ignored by the plugin itself.
      captions={{ descriptionMaxLines: 3, showToggle: false }}
      thumbnails={{
        position: 'bottom',
        width: 120,
        height: 80,
        border: 1,
        borderRadius: 4,
        padding: 4,
        gap: 16,
        showToggle: false,
      }}
      // Escape closes and the arrow keys navigate by default; the library's wheel-swipe threshold is 30 px
      // and a pull fades the backdrop over 60 px, which closeOnPullDown / closeOnPullUp turn into closing.
      controller={{ closeOnPullDown: true, closeOnPullUp: true, closeOnBackdropClick: true }}
      animation={reducedMotion ? { fade: 0, swipe: 0 } : undefined}
      on={{ view: ({ index: i }) => onView(i), exited: onExited }}
      labels={galleryUi.lightbox}
      className="gallery-lightbox"
    />
  );
}
