// A router link that starts loading the target page's code on hover or focus, before the click.
import { NavLink, type NavLinkProps } from '../components/Link.tsx';
import { findRoute } from '../routes.tsx';

export function preloadPath(path: string): void {
  const match = findRoute(path);
  match?.route.page.preload().catch(() => undefined);
}

export function PreloadLink(props: NavLinkProps & { to: string }) {
  const warm = () => preloadPath(props.to);
  return <NavLink {...props} onMouseEnter={warm} onFocus={warm} onTouchStart={warm} />;
}
