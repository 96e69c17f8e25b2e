import { notifyError, notifyInfo, notifySuccess, sessionStore } from '@bgmi/shared';

/** Logs a demo operator into the session store, as the shell would after login. */
export function loginOperator(lists: { user_clients?: string[]; user_games?: string[] } = {}) {
  sessionStore.getState().login({
    _id: 'u1',
    userId: 'u1',
    username: 'ledger_operator',
    bgmiUserId: 'ledger_operator',
    name: 'Kishan',
    auth_token: 'tok',
    wallet: 250,
    user_clients: lists.user_clients ?? ['Ramesh'],
    user_games: lists.user_games ?? ['Delhi Bazar'],
  });
}

/**
 * Before each ledger test: spies restored, the toasts the test file mocks (through
 * `@bgmi/shared` or `@bgmi/shared/toasts`) emptied, and an operator logged in.
 */
export function resetLedgerTest(lists?: Parameters<typeof loginOperator>[0]): void {
  jest.restoreAllMocks();
  for (const notify of [notifyError, notifyInfo, notifySuccess]) {
    if (jest.isMockFunction(notify)) notify.mockClear();
  }
  loginOperator(lists);
}

/** Catches what a page hands to the browser's download: each file's name and blob. */
export function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    last = blob;
    return 'blob:books';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

/** Renders a page at a path, with /game and /login as places to land (src/testing/render). */
export { renderPage } from './render';
