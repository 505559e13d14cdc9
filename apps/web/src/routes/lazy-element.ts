import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * A route whose code loads when it is first opened: `load` imports its page (and the checks around
 * it), `render` builds the route's element from what loaded. Meanwhile the page before stays up, or on
 * the first page opened the router's HydrateFallback.
 */
export function lazyElement<T>(load: () => Promise<T>, render: (loaded: T) => ReactNode): LazyRouteFunction<RouteObject> {
  return async () => ({ element: render(await load()) });
}
