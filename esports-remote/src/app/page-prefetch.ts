import { sessionStore } from '@bgmi/shared';
import type { EsportsPageKey } from '../routes';
import { pagePrefetcher, prefetchPageQuery as prefetch } from '@bgmi/shared/page-prefetch';
import { homePlayerQuery } from '../features/esports-events-home/api/get-bgmi-player';
import { upcomingTournamentsQuery } from '../features/esports-events-home/api/get-upcoming-tournaments';
import { servicesQuery } from '../features/esports-events-services/api/get-services';
import { blogsQuery } from '../features/esports-events-blogs/api/all-blogs';
import { eventsQuery } from '../lib/events-api';

/**
 * Each page's first queries, by route-table key (the pages that fetch on open). The shell calls
 * it when a route is matched or a link to it is about to be followed.
 */
export const prefetchPage = pagePrefetcher<EsportsPageKey>({
  home: ({ client }) => {
    prefetch(client, upcomingTournamentsQuery());
    const userinfo = sessionStore.getState().userinfo;
    if (userinfo?.auth_token) prefetch(client, homePlayerQuery(userinfo.bgmiUserId));
  },
  services: ({ client }) => prefetch(client, servicesQuery()),
  blogs: ({ client }) => prefetch(client, blogsQuery()),
  tournaments: ({ client }) => prefetch(client, eventsQuery('tournament', 'upcoming')),
  'scrims-tournaments': ({ client }) => prefetch(client, eventsQuery('scrim', 'upcoming')),
});
