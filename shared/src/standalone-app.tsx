// One side of the site run alone (its own dev server, or an integrator's page through the
// remote's `./mount`). Imported by path (`@bgmi/shared/src/standalone-app`), not through the
// index: the shell never runs a side alone, so this stays out of the first load of "/". It
// reaches the rest of shared through '@bgmi/shared', the Module Federation singleton.
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import 'react-toastify.css';
import {
  createQueryClient,
  PageLoading,
  ROUTER_FUTURE,
  RequireLogin,
  RouterSync,
  sessionStore,
  setEmbedOptions,
  setRuntimeConfig,
  ToastArea,
  type EmbedOptions,
  type RouteEntry,
  type RuntimeConfig,
  type UserInfo,
} from '@bgmi/shared';
import { StandaloneLogin } from './standalone-login';
import { useUiT } from './ui/i18n';
import { switchLanguage } from './i18n/switch-language';
import './ui/theme.css';

/** The class of a side's root element: every style of the side applies under it only. */
export const ROOT_CLASS = 'bgmi-root';

export interface MountOptions {
  /** Path the side lives under in the host page, e.g. '/esports'. */
  basename?: string;
  /** API base URL (default: the runtime config, else http://localhost:4000). */
  apiUrl?: string;
  /** Render this side's own toast area (default true; pass false when the host has one). */
  toasts?: boolean;
  /**
   * Login when a page needs it (docs/embedding.md): `loginUrl` sends the visitor to the host's
   * login page, `onLoginRequired({ path })` lets the host show its own; with neither, the side's
   * own login form at `<basename>/login`.
   */
  loginUrl?: EmbedOptions['loginUrl'];
  onLoginRequired?: EmbedOptions['onLoginRequired'];
  /** The host page's language ('en' or 'hi'): the side's pages read in it (DESIGN section 9). */
  language?: string;
}

/**
 * What `mount` returns: call it to unmount; `login(userinfo)` and `logout()` let a host that
 * logs its users in itself (onLoginRequired) hand the session to the side.
 */
export interface MountedSide {
  (): void;
  login: (userinfo: UserInfo) => void;
  logout: () => void;
  /** The host's own language switch: the side's pages turn to it. */
  setLanguage: (language: 'en' | 'hi') => Promise<void>;
}

export interface StandaloneSide {
  routes: readonly RouteEntry[];
  pages: Record<string, ComponentType>;
  /** Class of the <main> (each side's own layout). */
  className: string;
  /** Where "/" goes when the side has no home page of its own. */
  home?: string;
}

function StandaloneApp({
  side,
  basename,
  toasts,
  ownLogin,
}: {
  side: StandaloneSide;
  basename: string;
  toasts: boolean;
  ownLogin: boolean;
}) {
  return (
    <BrowserRouter basename={basename} future={ROUTER_FUTURE}>
      <RouterSync />
      <main className={side.className}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {side.routes.map((route) => {
              const Page = side.pages[route.page];
              return Page ? (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <RequireLogin rule={route.login}>
                      <Page />
                    </RequireLogin>
                  }
                />
              ) : null;
            })}
            {ownLogin && <Route path="/login" element={<StandaloneLogin />} />}
            {side.home && <Route path="/" element={<Navigate to={side.home} replace />} />}
            <Route path="*" element={<PageNotFound />} />
          </Routes>
        </Suspense>
      </main>
      {toasts && <ToastArea />}
    </BrowserRouter>
  );
}

/** A path this side does not have. */
function PageNotFound() {
  return <p className="page-empty">{useUiT()('pageNotFound')}</p>;
}

/**
 * The `mount(element, options)` a remote exposes: its own React root, QueryClient, router under
 * `basename` and toasts, its styles scoped under `element` (which gets ROOT_CLASS while mounted),
 * in the host page's `language` when it names one (DESIGN section 9). Returns a function that
 * unmounts it (MountedSide), with `setLanguage` for a host whose own switch changes language.
 */

export function createMount(side: StandaloneSide) {
  return function mount(element: HTMLElement, options: MountOptions = {}): MountedSide {
    if (options.apiUrl) setRuntimeConfig({ apiUrl: options.apiUrl });
    const { loginUrl, onLoginRequired, language } = options;
    setEmbedOptions({ loginUrl, onLoginRequired, language });
    const addedClass = !element.classList.contains(ROOT_CLASS);
    element.classList.add(ROOT_CLASS);
    const addedLang = Boolean(language) && !element.lang;
    if (addedLang) element.lang = language ?? '';
    if (language === 'en' || language === 'hi') void switchLanguage(language);
    const queryClient = createQueryClient();
    const root = createRoot(element);
    root.render(
      <QueryClientProvider client={queryClient}>
        <StandaloneApp
          side={side}
          basename={options.basename ?? '/'}
          toasts={options.toasts ?? true}
          ownLogin={!loginUrl && !onLoginRequired}
        />
      </QueryClientProvider>,
    );
    const unmount = () => {
      root.unmount();
      if (addedClass) element.classList.remove(ROOT_CLASS);
      if (addedLang) element.removeAttribute('lang');
    };
    return Object.assign(unmount, {
      login: (userinfo: UserInfo) => sessionStore.getState().login(userinfo),
      logout: () => sessionStore.getState().logout(),
      setLanguage: (next: 'en' | 'hi') => {
        element.lang = next;
        return switchLanguage(next);
      },
    });
  };
}

/**
 * The standalone dev entry: read the served runtime-config.json for the API URL, then mount the
 * whole side at the page's #root.
 */
export async function startStandalone(
  mount: (element: HTMLElement, options?: MountOptions) => unknown,
) {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // keep the defaults (API on localhost:4000)
  }
  const root = document.getElementById('root');
  if (root) mount(root, { basename: '/' });
}
