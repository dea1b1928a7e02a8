// The site's router links: an <a> with the router's href (basename included, so /hi links stay in /hi) whose plain
// left click navigates inside the app, built on react-router's useHref and useLinkClickHandler. react-router's own
// Link and NavLink carry framework mode's prefetch and route discovery (PrefetchPageLinks, a data-discover mark),
// which a declarative BrowserRouter app never uses and every first load paid for: about 2.5 kB gzip (decision 0120).
// eslint.config.js keeps react-router's Link and NavLink out of the app.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path inside the app (with its query or hash, if any). */
  to: string;
  /** Replace the current history entry instead of pushing one (by default only when `to` is the current URL). */
  replace?: boolean;
};

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export type NavLinkProps = LinkProps & {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
};

/** A link marked as the current page (aria-current="page", class "active") on its path and, unless `end`, below it. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
