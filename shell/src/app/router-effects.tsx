import { useCallback } from 'react';
import { ROUTE_TABLE, RouterSync } from '@bgmi/shared';

/** The shell's navigation effects: RouterSync plus a document title per route. */
export function RouterEffects() {
  const setTitle = useCallback((pathname: string) => {
    const title = ROUTE_TABLE.find((route) => route.path === pathname)?.title;
    document.title = title ? `${title} | BGMI Arena` : 'BGMI Arena';
  }, []);
  return <RouterSync onPathChange={setTitle} />;
}
