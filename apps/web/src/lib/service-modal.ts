import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { servicePath } from './route-ids.ts';

// /service/{id} is a modal over the page it was opened from. A card
// opens it by going to /service/{id} with the page it sits on as `background` in the history
// state; the service route renders that page beneath the modal, and closing goes back to it.
// Without a background (a shared link, a reload) the modal opens over the home page.

/** Where the modal was opened from. */
export type ModalBackground = { pathname: string; search: string; hash: string };
export type ServiceModalState = { background: ModalBackground };

type Here = Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;

/** The page under a service modal, from a location's state; null when there is none. */
export function backgroundOf(state: unknown): ModalBackground | null {
  const background = (state as Partial<ServiceModalState> | null | undefined)?.background;
  if (!background || typeof background.pathname !== 'string') return null;
  return {
    pathname: background.pathname,
    search: typeof background.search === 'string' ? background.search : '',
    hash: typeof background.hash === 'string' ? background.hash : '',
  };
}

/**
 * The history state that opens a service over `here`. From inside another service modal the
 * page beneath stays the same.
 */
export function serviceModalState(here: Here): ServiceModalState {
  return {
    background: backgroundOf(here.state) ?? {
      pathname: here.pathname,
      search: here.search,
      hash: here.hash,
    },
  };
}

type ServiceRef = { _id: string; name: string };

/**
 * Props for a `<Link>` (or `<Button component={Link}>`) that opens the service modal over the
 * current page: `<Link {...serviceModalLink(service, location)}>`. The page keeps its scroll.
 */
export const serviceModalLink = (service: ServiceRef, here: Here) => ({
  to: servicePath(service),
  state: serviceModalState(here),
  preventScrollReset: true,
});

/** `open(service)` shows the service modal over the current page. */
export function useOpenServiceModal() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (service: ServiceRef) => {
      const link = serviceModalLink(service, location);
      void navigate(link.to, { state: link.state, preventScrollReset: true });
    },
    [navigate, location],
  );
}

/**
 * For a part of a page whose service cards link to /service/{id} plainly: a click-capture
 * handler that opens those links as the modal over this page instead. A click with a modifier
 * (new tab, new window) is left to the browser.
 */
export function useServiceLinksOverPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="/service/"]');
      const href = link?.getAttribute('href');
      if (!link || !href || link.getAttribute('target')) return;
      if (href.startsWith('/service/category/') || href.startsWith('/service/subCategory/')) return;
      event.preventDefault();
      void navigate(href, { state: serviceModalState(location), preventScrollReset: true });
    },
    [navigate, location],
  );
}
