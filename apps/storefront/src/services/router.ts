/**
 * The bridge between code outside React (machines' effects, the API client's 401 handling)
 * and react-router's navigate, which only exists inside the router. Calls made before the
 * router is attached are replayed once it is.
 */
export interface RouterBridge {
  navigate(to: string, options?: { replace?: boolean }): void;
  currentPath(): string;
  attach(navigate: (to: string, options?: { replace?: boolean }) => void, currentPath: () => string): () => void;
}

export function createRouterBridge(fallbackPath: () => string): RouterBridge {
  let navigateImpl: ((to: string, options?: { replace?: boolean }) => void) | null = null;
  let pathImpl: (() => string) | null = null;
  let pending: { to: string; options?: { replace?: boolean } } | null = null;
  return {
    navigate(to, options) {
      if (navigateImpl) navigateImpl(to, options);
      else pending = { to, ...(options ? { options } : {}) };
    },
    currentPath: () => (pathImpl ? pathImpl() : fallbackPath()),
    attach(navigate, currentPath) {
      navigateImpl = navigate;
      pathImpl = currentPath;
      if (pending) {
        const { to, options } = pending;
        pending = null;
        navigate(to, options);
      }
      return () => {
        if (navigateImpl === navigate) {
          navigateImpl = null;
          pathImpl = null;
        }
      };
    },
  };
}
