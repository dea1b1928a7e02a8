// The carousel, loaded after the page's own script: the server renders it whole, and the browser keeps that HTML
// (inside this Suspense boundary) until Swiper arrives, so nothing flashes and Swiper stays off the first load.
// On the first load a carousel also waits until it nears the window before React hydrates it and Swiper sets it
// up (decision 0134): a carousel further down the page costs the load nothing, and the one in view starts in its
// own task after the page has hydrated, not inside hydration's.
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { CarouselProps } from './Carousel.tsx';
import { onceInView } from '../../hooks/useInView.ts';
// The styles come with the page, not with Swiper's script: the server-rendered slides are laid out as Swiper will
// lay them out from the first paint. Loaded with the lazy chunk, they arrived after it, and until then the slides
// stood one under another and the controls unstyled above them (the hero jumped by 0.84 CLS when they came).
import 'swiper/css';
import 'swiper/css/effect-fade';
import './carousel.css';

type Loaded = { default: ComponentType<CarouselProps<unknown>> };
type Lazy = LazyExoticComponent<ComponentType<CarouselProps<unknown>>>;
let loaded: Loaded | undefined;

/**
 * Loads the carousel's code. The server does so before it renders anything (the SSR entry's loadLazyParts), so
 * its renders never suspend here: a page renders in one synchronous pass, never through the streaming renderer.
 */
export function loadCarousel(): Promise<Loaded> {
  return import('./Carousel.tsx').then(
    (m) => (loaded = { default: m.Carousel as ComponentType<CarouselProps<unknown>> }),
  );
}

/** Once loaded, a thenable that resolves at once: React's lazy then renders the carousel in the same pass. */
const loadNow = (): Promise<Loaded> =>
  loaded
    ? ({ then: (resolve: (m: Loaded) => void) => resolve(loaded!) } as Promise<Loaded>)
    : loadCarousel();

/** How far outside the window a carousel starts: far enough that it is live before it scrolls into view. */
const nearMargin = '100% 0px';

/** A promise opened from outside: the carousel's wait for the window. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The boundary around one carousel. While a server-rendered carousel waits (for the window or for its code), it is
 * not re-rendered: an update reaching a Suspense boundary that has not hydrated makes React drop the server's HTML
 * and show the fallback, nothing, until the code comes (the page's reduced-motion check is such an update).
 */
const Boundary = memo(
  function Boundary({
    Carousel,
    props,
  }: {
    Carousel: Lazy;
    props: CarouselProps<unknown>;
    held: boolean;
  }) {
    return (
      <Suspense fallback={null}>
        <Carousel {...props} />
      </Suspense>
    );
  },
  (before, after) => after.held && before.Carousel === after.Carousel,
);

export function LazyCarousel<T>(props: CarouselProps<T>) {
  const rootId = useId();
  // On the first load the server's carousel is in the document under this id while React hydrates it; a carousel
  // mounted later (a page the browser renders itself) gets a fresh id that is not.
  const [wait] = useState(() =>
    typeof document !== 'undefined' && document.getElementById(rootId) ? gate() : undefined,
  );
  const [Carousel] = useState(() => lazy(() => (wait ? wait.opened.then(loadNow) : loadNow())));
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!wait) return;
    const region = document.getElementById(rootId);
    if (!region) return wait.open();
    return onceInView(region, { rootMargin: nearMargin }, wait.open);
  }, [wait, rootId]);

  // A held carousel says when it is live, and is re-rendered from then on; one never held has nothing to report.
  return (
    <Boundary
      Carousel={Carousel}
      props={{ ...(props as CarouselProps<unknown>), rootId, onLive: wait && setLive }}
      held={wait !== undefined && !live}
    />
  );
}
