import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Runs the current routes' loaders again by navigating to the same address, in place. Unlike
 * `useRevalidator`, this also resets a route error boundary that caught a render error: the
 * router's boundary resets on a new location, and a revalidation whose loaders finish at once
 * (ours only start queries) never shows it the "loading" state it waits for.
 */
export function useReloadRoute(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return useCallback(() => {
    void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true, state });
  }, [navigate, pathname, search, hash, state]);
}
