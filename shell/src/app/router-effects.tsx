import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTE_TABLE, setNavigator } from '@bgmi/shared';

/**
 * Side effects of navigation: scroll to the top on every route change (spec), a document title
 * per route, and the router's navigate handed to shared code (forced logout goes home without
 * a reload).
 */
export function RouterEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(undefined);
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
    const title = ROUTE_TABLE.find((route) => route.path === pathname)?.title;
    document.title = title ? `${title} | BGMI Arena` : 'BGMI Arena';
  }, [pathname]);

  return null;
}
