// The one test render of the shell: the site's QueryClient settings and router (shared/src/testing).
export { renderWithProviders } from '@bgmi/shared/testing';
