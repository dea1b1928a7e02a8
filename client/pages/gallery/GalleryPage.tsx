// Company Moments: a grid of captioned photos, 8 first and all 10 after 'View More', opening a lightbox on click.
import { lazy, Suspense, useRef, useState } from 'react';
import { PageHero } from '../../components/PageHero.tsx';
import { useAsset } from '../../client-config.tsx';
import {
  galleryHeading,
  galleryInitialCount,
  galleryIntro,
  galleryItems,
  galleryUi,
  galleryViewMore,
} from '../../content/gallery.ts';
import { MEDIUM_WIDTH, mediumVariant } from './gallery-images.ts';
import './gallery.css';

// The lightbox and its stylesheet load on first use only (on hover or focus of a photo, or the click at latest).
const loadLightbox = () => import('./GalleryLightbox.tsx');
const GalleryLightbox = lazy(loadLightbox);
const warmLightbox = () => void loadLightbox().catch(() => undefined);

/**
 * The first photo, the page's largest paint on a phone, loads eagerly and first; the rest load as they near the
 * viewport, which for the rest of a wide screen's first row is at the page's first layout. Four eager photos shared
 * a slow connection with the first one and held its paint back (decision 0135).
 */
const EAGER = 1;

export default function GalleryPage() {
  const asset = useAsset();
  /** The photo the lightbox shows; -1 means closed (SPEC section 4). */
  const [index, setIndex] = useState(-1);
  /** Goes from false to true once and stays there. */
  const [showAll, setShowAll] = useState(false);
  const [lightboxMounted, setLightboxMounted] = useState(false);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const lastOpened = useRef(0);

  const visible = showAll ? galleryItems : galleryItems.slice(0, galleryInitialCount);

  const open = (i: number) => {
    lastOpened.current = i;
    setLightboxMounted(true);
    setIndex(i);
  };

  const revealAll = () => {
    setShowAll(true);
    // The button disappears; carry focus on to the first newly shown photo instead of dropping it.
    requestAnimationFrame(() => triggers.current[galleryInitialCount]?.focus());
  };

  return (
    <>
      <PageHero title={galleryHeading} intro={galleryIntro} crumb={galleryUi.crumb} />
      <section className="section gallery-section" aria-label={galleryUi.photos}>
        <div className="container">
          <ul className="card-grid card-grid-4">
            {visible.map((item, i) => (
              <li key={item.src}>
                <figure className="gallery-item">
                  <button
                    type="button"
                    className="gallery-trigger"
                    ref={(el) => {
                      triggers.current[i] = el;
                    }}
                    aria-haspopup="dialog"
                    aria-label={galleryUi.viewLarger(item.title)}
                    onClick={() => open(i)}
                    onPointerEnter={warmLightbox}
                    onFocus={warmLightbox}
                  >
                    <img
                      src={asset(mediumVariant(item.src))}
                      srcSet={`${asset(mediumVariant(item.src))} ${MEDIUM_WIDTH}w, ${asset(item.src)} ${item.width}w`}
                      sizes="(min-width: 1200px) 280px, (min-width: 992px) 23vw, (min-width: 576px) 46vw, 100vw"
                      width={item.width}
                      height={item.height}
                      alt={item.alt}
                      loading={i < EAGER ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      decoding="async"
                    />
                  </button>
                  <figcaption>{item.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {showAll ? null : (
            <div className="gallery-more">
              <button type="button" className="btn btn-primary" onClick={revealAll}>
                {galleryViewMore}
              </button>
            </div>
          )}
        </div>
      </section>
      {lightboxMounted ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={galleryItems}
            index={index}
            onView={setIndex}
            onClose={() => setIndex(-1)}
            onExited={() => triggers.current[lastOpened.current]?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
