// The one test render of the shell: the site's QueryClient settings and router (shared/src/testing).
export { renderWithProviders, type RenderOptions } from '@bgmi/shared/testing';
