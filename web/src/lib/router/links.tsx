import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { resolvePath, useLocation, useNavigate } from './router';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
  state?: unknown;
  className?: string;
  children?: ReactNode;
}

// A click the browser should handle itself: a new tab or window, a download, another target.
const browserHandles = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/** A link inside the app: a plain `<a href>` that changes the page without reloading it. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = resolvePath(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || browserHandles(event, target)) return;
    event.preventDefault();
    // The same address again replaces its entry, so Back does not have to be pressed twice.
    const same = href === `${location.pathname}${location.search}${location.hash}`;
    navigate(href, { replace: replace ?? same, state });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  end?: boolean;
}

/** A menu link, marked as the current page (`aria-current`) while its page or one below it shows. */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(to, 'http://app.invalid').pathname.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const wanted = target.toLowerCase();
  const isActive = here === wanted || (!end && wanted !== '/' && here.startsWith(`${wanted}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
    />
  );
}
