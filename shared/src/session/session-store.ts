import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  identityOf,
  readPrefill,
  readStoredUserInfo,
  saveUserinfo,
  writePrefill,
  type Identity,
  type UserInfo,
} from './user-info';
import { getEmbedOptions } from './embed-options';
import { initialLanguage, rememberLanguage, showLanguage, type Language } from '../i18n/language';
import { setCurrentLanguage } from '../i18n/current-language';

/**
 * Identity, token and UI flags only. Server data (wallet, client and game lists, the number
 * game's round) lives in TanStack Query: session/account-cache.ts, session/platform-game-round.ts.
 */
export interface SessionState {
  userinfo: Identity | null;
  prefillEmail: string;
  openSignUp: boolean;
  /** The reader's language (DESIGN section 9); i18n/switch-language.ts changes it. */
  language: Language;
  setLanguage: (language: Language) => void;
  /** Stores the whole userinfo of a login (the spec's fields, wallet and lists included). */
  login: (userinfo: UserInfo) => void;
  updateUserinfo: (patch: Partial<Identity>) => void;
  logout: () => void;
  rememberSignUpEmail: (email: string) => void;
  clearPrefill: () => void;
}

function createSessionStore(): StoreApi<SessionState> {
  const prefill = readPrefill();
  const language = initialLanguage(getEmbedOptions().language);
  setCurrentLanguage(language);
  showLanguage(language);
  const store = createStore<SessionState>()((set, get) => ({
    userinfo: identityOf(readStoredUserInfo()),
    prefillEmail: prefill.prefillEmail,
    openSignUp: prefill.openSignUp,
    language,
    setLanguage: (next) => {
      rememberLanguage(next);
      setCurrentLanguage(next);
      set({ language: next });
    },
    login: (userinfo) => {
      saveUserinfo(userinfo, true);
      set({ userinfo: identityOf(userinfo) });
    },
    updateUserinfo: (patch) => {
      const current = get().userinfo;
      if (current) set({ userinfo: { ...current, ...patch } });
    },
    logout: () => set({ userinfo: null }),
    rememberSignUpEmail: (email) => {
      writePrefill(email, true);
      set({ prefillEmail: email, openSignUp: true });
    },
    clearPrefill: () => {
      writePrefill('', false);
      set({ prefillEmail: '', openSignUp: false });
    },
  }));
  // Persist the identity under the spec's key; the account query adds the wallet and lists.
  store.subscribe((state, previous) => {
    if (state.userinfo !== previous.userinfo) saveUserinfo(state.userinfo);
  });
  if (typeof window !== 'undefined') {
    // Another tab logged in or out: follow it, so two tabs never disagree on who is signed in.
    window.addEventListener('storage', (event) => {
      if (event.key !== 'userinfo') return;
      const next = identityOf(readStoredUserInfo());
      // A wallet or list change of the other tab leaves the identity as it is: no rewrite.
      if (JSON.stringify(next) !== JSON.stringify(store.getState().userinfo)) {
        store.setState({ userinfo: next });
      }
    });
  }
  return store;
}

const STORE_KEY = '__BGMI_SESSION_STORE__';
type StoreHolder = { [STORE_KEY]?: StoreApi<SessionState> };

/**
 * The one session store. Module Federation may evaluate this module once per container when a
 * share negotiation goes wrong; the globalThis guard keeps a single store even then.
 */
export const sessionStore: StoreApi<SessionState> = ((globalThis as StoreHolder)[STORE_KEY] ??=
  createSessionStore());

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Whether someone is logged in (a token is held): the route table's login rule reads it. */
export function isLoggedIn(state: SessionState = sessionStore.getState()): boolean {
  return Boolean(state.userinfo?.auth_token);
}
