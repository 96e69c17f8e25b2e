import type { LocalizedText } from '../i18n/localized-text';
/**
 * The shape of a route as each side publishes it (DESIGN section 1: deploying each side). Each
 * remote keeps its own table (esports-remote/src/routes.ts, jantri-remote/src/routes.ts) and its
 * build publishes it beside its mf-manifest.json (deploy.json); the shell builds its router and
 * header from the published tables at run time, so a side adds a page or a nav label without a
 * shell rebuild.
 */
export type Side = 'shell' | 'esports' | 'jantri';

/**
 * How a page treats a visitor who is not logged in (the router applies it, see RequireLogin):
 * 'prompt' shows a way to log in in place of the page; 'redirect' toasts and goes to /login.
 */
export type LoginRule = 'prompt' | 'redirect';

/** A link to the route in the site's header: its label and its place (lower comes first). */
export interface NavLink {
  label: LocalizedText;
  place: 'header';
  order: number;
}

export interface RouteEntry {
  path: string;
  side: Side;
  page: string;
  title: LocalizedText;
  login?: LoginRule;
  nav?: NavLink;
  /** 'none': the page alone, without the site's header and footer (streaming overlays). */
  layout?: 'none';
}

/**
 * A page a side paints before any script has run (its first render, made at build time from
 * its own components: shared/src/first-paint/render-first-paint.tsx), by path. `personal`: the
 * page differs for a logged-in visitor, so a second render is published for them.
 */
export interface FirstPaintPage {
  render: () => import('react').ReactElement;
  /** The page's stylesheets, relative to the side's src/, inlined with it. */
  css?: string[];
  personal?: boolean;
  /**
   * The money modes (DESIGN section 8) the logged-in render holds in, when it shows what a mode
   * changes: in another mode the static server paints nothing for a logged-in user (an empty
   * hidden element), never a frame React then moves.
   */
  userMoneyModes?: readonly string[];
}
