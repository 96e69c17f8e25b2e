import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '@bgmi/shared/host-api';

/**
 * Put inside a router (the shell's, or a remote's own when mounted alone): hands the router's
 * navigate to shared code (a forced logout goes home without a reload) and scrolls to the top
 * on every route change (spec).
 */
export function RouterSync({ onPathChange }: { onPathChange?: (pathname: string) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
    onPathChange?.(pathname);
  }, [pathname, onPathChange]);

  return null;
}

/** Opt in to react-router 7 behaviour now (and silence its upgrade warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
