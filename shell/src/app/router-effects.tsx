import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterSync, useSession } from '@bgmi/shared';
import { localize } from '@bgmi/shared/i18n';
import { siteRoutes } from './site-routes';
import { checkForNewBuild, newBuildSeen } from './deploy-watch';

/**
 * The shell's navigation effects: RouterSync, a document title per route, and the deploy watch:
 * after a newer build was seen, a navigation loads the new page in full instead of mixing builds.
 */
export function RouterEffects() {
  const first = useRef(true);
  const onPathChange = useCallback(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (newBuildSeen()) window.location.reload();
    else void checkForNewBuild();
  }, []);
  return (
    <>
      <RouterSync onPathChange={onPathChange} />
      <DocumentTitle />
    </>
  );
}

/** The page's title in the reader's language, from its route (a side's published words). */
function DocumentTitle() {
  const { pathname } = useLocation();
  const language = useSession((state) => state.language);
  useEffect(() => {
    const title = siteRoutes().find((route) => route.path === pathname)?.title;
    document.title = title ? `${localize(title, language)} | BGMI Arena` : 'BGMI Arena';
  }, [pathname, language]);
  return null;
}
