// The TanStack Query the page shares at run time (scripts/webpack/shared-packages.js): the one QueryClient context
// every side must see, provided by the shell under the package's own name, `@tanstack/react-query`
// (so remotes built before this file still find it). A shared package is bundled whole (no
// tree-shaking across sides), and the whole package is about 5 KB gzip more on the first load
// than what the product calls: only the calls the sides make are listed here. A side that needs
// another one adds it here (shared-runtimes.test.ts fails until then), and a remote using it
// needs a shell that provides it: add it in a host API minor version (docs/ARCHITECTURE.md).
export {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
