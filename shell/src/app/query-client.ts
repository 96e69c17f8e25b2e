import { createQueryClient } from '@bgmi/shared';

/**
 * One QueryClient for the page: the remotes share it through the react-query singleton, and a
 * route's data prefetch (route-prefetch.ts) fills it before the page renders.
 */
export const queryClient = createQueryClient();
