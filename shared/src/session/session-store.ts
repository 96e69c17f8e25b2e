import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  readPrefill,
  readStoredUserInfo,
  writePrefill,
  writeStoredUserInfo,
  type UserInfo,
} from './user-info';

/** Live game-session state pushed by the server over `session_details`. */
export interface SessionDetails {
  current_session_id: string | number | null;
  bet_numbers: Record<string, number>;
  session_result: { winning_number: string } | null;
  ends_at?: string | null;
  seed_hash?: string | null;
}

export interface SessionState {
  userinfo: UserInfo | null;
  prefillEmail: string;
  openSignUp: boolean;
  sessionDetails: SessionDetails | null;
  login: (userinfo: UserInfo) => void;
  updateUserinfo: (patch: Partial<UserInfo>) => void;
  setWallet: (wallet: number) => void;
  logout: () => void;
  rememberSignUpEmail: (email: string) => void;
  clearPrefill: () => void;
  setSessionDetails: (details: Partial<SessionDetails>) => void;
  clearSessionResult: () => void;
}

function createSessionStore(): StoreApi<SessionState> {
  const prefill = readPrefill();
  const store = createStore<SessionState>()((set, get) => ({
    userinfo: readStoredUserInfo(),
    prefillEmail: prefill.prefillEmail,
    openSignUp: prefill.openSignUp,
    sessionDetails: null,
    login: (userinfo) => set({ userinfo }),
    updateUserinfo: (patch) => {
      const current = get().userinfo;
      if (current) set({ userinfo: { ...current, ...patch } });
    },
    setWallet: (wallet) => get().updateUserinfo({ wallet }),
    logout: () => set({ userinfo: null, sessionDetails: null }),
    rememberSignUpEmail: (email) => {
      writePrefill(email, true);
      set({ prefillEmail: email, openSignUp: true });
    },
    clearPrefill: () => {
      writePrefill('', false);
      set({ prefillEmail: '', openSignUp: false });
    },
    setSessionDetails: (details) =>
      set((state) => ({
        sessionDetails: {
          current_session_id: null,
          bet_numbers: {},
          session_result: null,
          ...state.sessionDetails,
          ...details,
        },
      })),
    clearSessionResult: () =>
      set((state) =>
        state.sessionDetails
          ? { sessionDetails: { ...state.sessionDetails, session_result: null } }
          : state,
      ),
  }));
  // Persist only userinfo, under the spec's key, as the plain object the spec describes.
  store.subscribe((state, previous) => {
    if (state.userinfo !== previous.userinfo) writeStoredUserInfo(state.userinfo);
  });
  if (typeof window !== 'undefined') {
    // Another tab logged in or out: follow it, so two tabs never disagree on who is signed in.
    window.addEventListener('storage', (event) => {
      if (event.key === 'userinfo') store.setState({ userinfo: readStoredUserInfo() });
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
