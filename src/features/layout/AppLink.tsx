import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the funnel, e.g. `/` or `/personal-details`. */
  to: string;
  replace?: boolean;
}

/**
 * A link to a route of the funnel: a real anchor (it opens in a new tab, can be copied, works
 * before the script runs) that the router follows on a plain click. Used instead of
 * react-router's `Link`, which brings the data-router prefetch code into the entry chunk
 * (about 4.7 kB gzip; see docs/performance.md).
 */
export function AppLink({ to, replace, onClick, children, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const otherTarget = anchor.target !== undefined && anchor.target !== '_self';
    if (event.defaultPrevented || event.button !== 0 || modified || otherTarget) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return (
    <a {...anchor} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
