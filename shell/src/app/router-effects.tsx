import { useCallback, useRef } from 'react';
import { RouterSync } from '@bgmi/shared';
import { siteRoutes } from './site-routes';
import { checkForNewBuild, newBuildSeen } from './deploy-watch';

/**
 * The shell's navigation effects: RouterSync, a document title per route, and the deploy watch:
 * after a newer build was seen, a navigation loads the new page in full instead of mixing builds.
 */
export function RouterEffects() {
  const first = useRef(true);
  const onPathChange = useCallback((pathname: string) => {
    const title = siteRoutes().find((route) => route.path === pathname)?.title;
    document.title = title ? `${title} | BGMI Arena` : 'BGMI Arena';
    if (first.current) {
      first.current = false;
      return;
    }
    if (newBuildSeen()) window.location.reload();
    else void checkForNewBuild();
  }, []);
  return <RouterSync onPathChange={onPathChange} />;
}
