// A content picture in two sizes (a large file and a small one for narrow screens), sized so it never shifts the
// layout, lazy unless it is the page's first, largest paint.
import type { Picture } from '../content/types.ts';
import { useAsset } from '../client-config.tsx';

interface ResponsiveImageProps {
  picture: Picture;
  /** Intrinsic widths of picture.imageSmall and picture.image, in px. */
  widths: readonly [small: number, large: number];
  /** Intrinsic width:height, for the width and height attributes. */
  ratio: readonly [width: number, height: number];
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The largest contentful paint: loaded eagerly and first. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  picture,
  widths,
  ratio,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const asset = useAsset();
  const [small, large] = widths;
  return (
    <img
      className={className}
      src={asset(picture.image)}
      srcSet={`${asset(picture.imageSmall)} ${small}w, ${asset(picture.image)} ${large}w`}
      sizes={sizes}
      width={large}
      height={Math.round((large * ratio[1]) / ratio[0])}
      alt={picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
