// A side's first-paint fragments, rendered at build time from its own components (DESIGN
// section 1): each page's first render as a visitor sees it (and, for a personal page, as a
// logged-in user named NAME_MARK sees it), inside the providers the shell gives a page. The
// static server puts the fragment of the requested path into the shell's HTML, and React's page
// later takes the same boxes. Imported by path by the build (scripts/webpack/publish-deploy.js)
// and the tests; never part of a browser bundle.
// eslint-disable-next-line no-restricted-imports -- React's server renderer, not the product's server
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { ROUTER_FUTURE } from '../ui/router-sync';
import type { FirstPaintPage } from '../routes/route-table';
import { currentLanguage, loadCatalogues, setCurrentLanguage } from '../i18n/current-language';
import { loadFormatter } from '../i18n/message-format';
import type { Language } from '../i18n/language';

/** Where the logged-in render has the user's name; the page's inline script fills it in. */
export const NAME_MARK = '{{name}}';

export interface RenderedFirstPaint {
  html: string;
  userHtml?: string;
}

/** A page's first render in each language: English at the top (what today's server paints). */
export type RenderedFirstPaintAll = RenderedFirstPaint & { hi?: RenderedFirstPaint };

function renderAt(path: string, page: FirstPaintPage): string {
  // A server render reads a store's initial state (zustand's server snapshot): make it the
  // current one, so the logged-in render sees its user.
  const initial = sessionStore.getInitialState;
  sessionStore.getInitialState = sessionStore.getState;
  try {
    return renderInProviders(path, page);
  } finally {
    sessionStore.getInitialState = initial;
  }
}

function renderInProviders(path: string, page: FirstPaintPage): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {page.render()}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each page's first render by path: as a visitor, and as a logged-in user for personal pages. */
export function renderFirstPaint(
  pages: Record<string, FirstPaintPage>,
): Record<string, RenderedFirstPaint> {
  const out: Record<string, RenderedFirstPaint> = {};
  for (const [path, page] of Object.entries(pages)) {
    sessionStore.setState({ userinfo: null });
    const html = renderAt(path, page);
    if (!page.personal) {
      out[path] = { html };
      continue;
    }
    sessionStore.setState({
      userinfo: { name: NAME_MARK, auth_token: 'first-paint' } as never,
    });
    out[path] = { html, userHtml: renderAt(path, page) };
    sessionStore.setState({ userinfo: null });
  }
  return out;
}

/**
 * The first renders in one language (DESIGN section 9): its catalogues loaded first (a render
 * does not wait for a catalogue), the page's language set for the render and put back after.
 */
export async function renderFirstPaintIn(
  pages: Record<string, FirstPaintPage>,
  language: Language,
): Promise<Record<string, RenderedFirstPaint>> {
  await Promise.all([loadCatalogues(language), loadFormatter()]);
  const before = { store: sessionStore.getState().language, page: currentLanguage() };
  sessionStore.setState({ language });
  setCurrentLanguage(language);
  try {
    return renderFirstPaint(pages);
  } finally {
    sessionStore.setState({ language: before.store });
    setCurrentLanguage(before.page);
  }
}

/** Each page's first render in English, with its Hindi render beside it under `hi`. */
export async function renderFirstPaintAll(
  pages: Record<string, FirstPaintPage>,
): Promise<Record<string, RenderedFirstPaintAll>> {
  const english = await renderFirstPaintIn(pages, 'en');
  const hindi = await renderFirstPaintIn(pages, 'hi');
  return Object.fromEntries(
    Object.entries(english).map(([path, page]) => [path, { ...page, hi: hindi[path] }]),
  );
}
