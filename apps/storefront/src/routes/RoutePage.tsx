import { guardNavigation, roleFlags, type RouteAccess } from '@showroom/machines';
import { Component, Fragment, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { takeOverMarkup } from '../prerender/ServerMarkup.tsx';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';
import { PageError } from '../shell/PageError.tsx';
import { PageSkeleton } from '../shell/PageSkeleton.tsx';
import { applyDocumentHead, routeHead } from './documentHead.ts';
import { forgetPage, lazyPage, loadedPage } from './pageModules.ts';
import type { RouteDefinition } from './routeTable.ts';

interface VisitedLocation {
  readonly path: string;
  readonly hash: string;
  /** The address was changed by the page itself, for itself (see `IN_PLACE`). */
  readonly inPlace: boolean;
}

/**
 * Navigation state for an address change a page makes to itself, like a product list's sort
 * and filters (`navigate(to, { state: IN_PLACE })`): the same page stays, with its scroll
 * position, focus and open panels, and reads the new address. Back and Forward between such
 * addresses are in place too.
 */
export const IN_PLACE = { inPlace: true } as const;

function visited(location: { pathname: string; search: string; hash: string; state: unknown }): VisitedLocation {
  return {
    path: `${location.pathname}${location.search}`,
    hash: location.hash,
    inPlace: (location.state as { inPlace?: unknown } | null)?.inPlace === true,
  };
}

const pathnameOf = (path: string) => path.split('?')[0];

/**
 * An in-page link (`#section`) moves within the page on screen: not a navigation, which would
 * scroll to the top (§2) and undo it. Following a link to the page shown is one. So is a page's
 * change of its own address (`IN_PLACE`), to or from it.
 */
function isInPageMove(previous: VisitedLocation | null, next: VisitedLocation): boolean {
  if (previous === null) return false;
  if ((previous.inPlace || next.inPlace) && pathnameOf(previous.path) === pathnameOf(next.path)) return true;
  return previous.path === next.path && previous.hash !== next.hash;
}

export function accessOf(route: RouteDefinition): RouteAccess {
  return { requiresAuth: route.auth, ...(route.role ? { role: roleFlags[route.role] } : {}) };
}

/**
 * One route's page behind the §2 guards. Every location change is a `NAVIGATION.REQUESTED` for
 * the navigation machine, which redirects refused ones (Login with a redirect, or back); once
 * the page's code has rendered, `NAVIGATION.COMPLETED` (scroll to top, progress finished,
 * overlays closed) and the session's user check (`NAVIGATED`) follow.
 */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const { navigation } = useServices();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const token = useAppStore('session', (state) => state.token);
  const userType = useAppStore('session', (state) => state.user?.type ?? null);
  const access = accessOf(route);
  // The machine decides; this only avoids painting a page for a frame before it redirects away.
  const refused =
    guardNavigation({
      from: navigation.currentPath(),
      to: path,
      route: access,
      token,
      userType,
    }).kind !== 'allow';

  // A layout effect: it must reach the machine before the page's own NAVIGATION.COMPLETED, which a
  // page whose code is already loaded sends from a (child) passive effect in the same commit.
  const lastRequested = useRef<VisitedLocation | null>(null);
  useLayoutEffect(() => {
    const previous = lastRequested.current;
    lastRequested.current = visited(location);
    if (isInPageMove(previous, lastRequested.current)) return;
    navigation.request({ type: 'NAVIGATION.REQUESTED', to: path, route: access, token, userType }, refused);
    // One request per location; a token or user arriving later does not re-navigate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, path]);

  // A new address is a new page, unless the page changed it in place: then the page stays.
  const here = visited(location);
  const [shown, setShown] = useState({ key: path, location: here });
  const moved =
    shown.location.path !== here.path || shown.location.hash !== here.hash || shown.location.inPlace !== here.inPlace;
  if (moved) setShown({ key: isInPageMove(shown.location, here) ? shown.key : path, location: here });

  if (refused) return null;
  return (
    <PageBoundary key={shown.key} route={route} onError={() => navigation.fail()}>
      <Suspense fallback={<PageSkeleton />}>
        <LoadedPage route={route} location={here} locationKey={location.key} />
      </Suspense>
    </PageBoundary>
  );
}

interface LocationProps {
  readonly route: RouteDefinition;
  readonly location: VisitedLocation;
  readonly locationKey: string;
}

function LoadedPage({ route, location, locationKey }: LocationProps) {
  // A page whose code is already here renders in the same pass: no skeleton flashes in between
  // (on a first visit the skeleton, then the page, moved the footer: a layout shift).
  const Page = loadedPage(route.page) ?? lazyPage(route.page);
  return (
    <>
      {/* lazyPage caches one component per page, so this is the same component on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page route={route} />
      <NavigationCompleted route={route} location={location} locationKey={locationKey} />
    </>
  );
}

/**
 * Rendered after the page itself, so its effect runs once the page is on screen. Once per
 * location, like the request: following a link to the page already shown is a navigation too.
 */
function NavigationCompleted({ route, location, locationKey }: LocationProps) {
  const services = useServices();
  const lastCompleted = useRef<VisitedLocation | null>(null);
  const { path, hash, inPlace } = location;
  useEffect(() => {
    // The page is live: markup rendered outside the browser (ServerMarkup) is the app's now.
    takeOverMarkup();
    const previous = lastCompleted.current;
    lastCompleted.current = { path, hash, inPlace };
    if (isInPageMove(previous, lastCompleted.current)) return;
    applyDocumentHead(routeHead(route));
    services.navigation.complete();
    const redirect = new URLSearchParams(path.split('?')[1] ?? '').get('redirect');
    services.sendSession({ type: 'NAVIGATED', path, redirect });
    // locationKey is what makes a repeated visit to the same path complete its navigation.
  }, [services, route, path, hash, inPlace, locationKey]);
  return null;
}

interface BoundaryProps {
  readonly route: RouteDefinition;
  readonly onError: () => void;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly attempt: number;
}

/** A page whose code failed to load (offline, a new release) shows an error with a retry, not a blank page. */
class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  retry = () => {
    forgetPage(this.props.route.page);
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <PageError onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
