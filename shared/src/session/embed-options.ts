/**
 * What the page a side is mounted into said about login and language (`mount(element, options)`,
 * docs/embedding.md). Kept on globalThis like the session store, so every container of the page
 * reads the same. Unset in the product's own site: its /login page is used.
 */
export interface EmbedOptions {
  /** Where "Login" sends a visitor (the host's own login page); a full page load. */
  loginUrl?: string;
  /** Called instead when a page needs a logged-in user: the host shows its own login. */
  onLoginRequired?: (request: { path: string }) => void;
  /** The host page's language (e.g. 'en', 'hi'); kept for the pages that will follow it. */
  language?: string;
}

const KEY = '__BGMI_EMBED_OPTIONS__';
type Holder = { [KEY]?: EmbedOptions };

export function setEmbedOptions(options: EmbedOptions): void {
  (globalThis as Holder)[KEY] = { ...options };
}

export function getEmbedOptions(): EmbedOptions {
  return (globalThis as Holder)[KEY] ?? {};
}

/**
 * Sends a visitor who must log in to the host's login when the host named one; false when it did
 * not (then the side's own /login route applies).
 */
export function requestHostLogin(path: string): boolean {
  const { onLoginRequired, loginUrl } = getEmbedOptions();
  if (onLoginRequired) onLoginRequired({ path });
  else if (loginUrl) window.location.assign(loginUrl);
  else return false;
  return true;
}
