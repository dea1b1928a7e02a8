// One of our line icons (public/assets/img/icons), decorative unless given a label.
import { useAsset } from '../client-config.tsx';

export function Icon({ name, size = 48, label }: { name: string; size?: number; label?: string }) {
  const asset = useAsset();
  return (
    <img
      src={asset(`img/icons/${name}.svg`)}
      width={size}
      height={size}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      loading="lazy"
      decoding="async"
    />
  );
}
