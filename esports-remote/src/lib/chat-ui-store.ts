import { create } from 'zustand';

export type TeamTab = 'users' | 'teams' | 'create' | 'my-requests' | 'team-requests' | 'friends';
export type FriendsTab = 'all' | 'friends' | 'requests';

/** A message typed by me that the server has not acknowledged yet (or refused). */
export interface OutgoingMessage {
  clientMessageId: string;
  to: string;
  text: string;
  timestamp: number;
  state: 'sending' | 'failed';
  error?: string;
}

export interface ChatNotice {
  from: string;
  name: string;
  text: string;
}

interface ChatUiState {
  ownerId: string | null;
  tab: TeamTab;
  friendsTab: FriendsTab;
  openChatId: string | null;
  unread: Record<string, number>;
  notice: ChatNotice | null;
  outbox: OutgoingMessage[];
  /** Clears everything when another user is logged in on this page. */
  adoptOwner: (userId: string) => void;
  setTab: (tab: TeamTab) => void;
  setFriendsTab: (tab: FriendsTab) => void;
  /** Opens a friend's chat (from My Friends or from the new-message notification). */
  openChat: (friendId: string) => void;
  closeChat: () => void;
  setUnread: (counts: Record<string, number>) => void;
  bumpUnread: (friendId: string) => void;
  showNotice: (notice: ChatNotice) => void;
  dismissNotice: () => void;
  queue: (message: OutgoingMessage) => void;
  markSending: (clientMessageId: string) => void;
  markFailed: (clientMessageId: string, error: string) => void;
  removeOutgoing: (clientMessageId: string) => void;
}

const initial = {
  tab: 'users' as TeamTab,
  friendsTab: 'all' as FriendsTab,
  openChatId: null,
  unread: {},
  notice: null,
  outbox: [],
};

/** UI state of the team-matching page: tabs, the open chat, unread counts, the outbox. */
export const useChatUi = create<ChatUiState>()((set, get) => ({
  ownerId: null,
  ...initial,
  adoptOwner: (userId) => {
    if (get().ownerId !== userId) set({ ownerId: userId, ...initial });
  },
  setTab: (tab) => set({ tab }),
  setFriendsTab: (friendsTab) => set({ friendsTab }),
  openChat: (friendId) =>
    set((state) => ({
      tab: 'friends',
      friendsTab: 'friends',
      openChatId: friendId,
      unread: { ...state.unread, [friendId]: 0 },
      notice: state.notice?.from === friendId ? null : state.notice,
    })),
  closeChat: () => set({ openChatId: null }),
  setUnread: (counts) =>
    set((state) => {
      const open = state.openChatId;
      return { unread: open ? { ...counts, [open]: 0 } : counts };
    }),
  bumpUnread: (friendId) =>
    set((state) => ({
      unread: { ...state.unread, [friendId]: (state.unread[friendId] ?? 0) + 1 },
    })),
  showNotice: (notice) => set({ notice }),
  dismissNotice: () => set({ notice: null }),
  queue: (message) => set((state) => ({ outbox: [...state.outbox, message] })),
  markSending: (id) =>
    set((state) => ({
      outbox: state.outbox.map((m) =>
        m.clientMessageId === id ? { ...m, state: 'sending', error: undefined } : m,
      ),
    })),
  markFailed: (id, error) =>
    set((state) => ({
      outbox: state.outbox.map((m) =>
        m.clientMessageId === id ? { ...m, state: 'failed', error } : m,
      ),
    })),
  removeOutgoing: (id) =>
    set((state) => ({ outbox: state.outbox.filter((m) => m.clientMessageId !== id) })),
}));
