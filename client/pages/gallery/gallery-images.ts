// The sizes each gallery photo is published in: full (1600 wide), medium (-800) and thumbnail (-thumb).
import type { GalleryItem } from '../../content/types.ts';

export const MEDIUM_WIDTH = 800;

/** img/gallery/gallery-01.webp -> img/gallery/gallery-01-800.webp */
export function mediumVariant(src: string): string {
  return src.replace(/\.webp$/, `-${MEDIUM_WIDTH}.webp`);
}

export function mediumHeight(item: GalleryItem): number {
  return Math.round((item.height * MEDIUM_WIDTH) / item.width);
}
