import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader.tsx';
import { awaitedByDrawing } from '@/lib/drawing-waits.ts';
import type { ModalBackground } from '@/lib/service-modal.ts';

const HOME: ModalBackground = { pathname: '/home', search: '', hash: '' };

type LoadedRoute = { Component?: ComponentType | null; element?: ReactNode };

// One lazy component per route object, so a screen is not re-created on every render.
const lazyScreens = new WeakMap<RouteObject, ComponentType>();

function screenElement(route: RouteObject): ReactNode {
  if (route.Component) return <route.Component />;
  if (route.element !== undefined) return route.element;
  const load = route.lazy;
  if (typeof load !== 'function') return null;
  let Screen = lazyScreens.get(route);
  if (!Screen) {
    // The server's drawing waits for the screen's code, so that the page beneath is drawn.
    Screen = lazy(() =>
      awaitedByDrawing(
        (async () => {
          const loaded = (await load()) as LoadedRoute;
          const Loaded = loaded.Component;
          return { default: Loaded ?? (() => <>{loaded.element ?? null}</>) };
        })(),
      ),
    );
    lazyScreens.set(route, Screen);
  }
  return <Screen />;
}

/**
 * The public screens as plain element routes: every screen with a path, its code loaded on
 * first use. The modal's own frame has no path, so a service never renders beneath itself.
 */
export function backgroundRoutes(screens: readonly RouteObject[]): RouteObject[] {
  return screens
    .filter((route) => route.path && !route.children?.length && !route.loader)
    .map((route) => ({ path: route.path, element: screenElement(route) }));
}

type Props = { screens: () => readonly RouteObject[]; location: ModalBackground | null };

/**
 * The page beneath a service modal: the public screen at `location` (the page the modal was
 * opened from), rendered with that location's path and parameters; the home screen when there
 * is none or it is not a public screen.
 */
export function BackgroundScreen({ screens, location }: Props) {
  const routes = useMemo(() => backgroundRoutes(screens()), [screens]);
  const target = location && matchRoutes(routes, location.pathname) ? location : HOME;
  const element = useRoutes(routes, target);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}
