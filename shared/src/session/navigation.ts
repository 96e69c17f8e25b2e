/**
 * Lets code outside React (the API client, the socket) navigate with the host's router, so a
 * forced logout goes home without a full page reload. The shell (or a mounted remote) registers
 * its router's navigate function; without one we fall back to a plain location change.
 */
type Navigate = (path: string) => void;

const KEY = '__BGMI_NAVIGATE__';
type Holder = { [KEY]?: Navigate };

export function setNavigator(navigate: Navigate | undefined): void {
  (globalThis as Holder)[KEY] = navigate;
}

export function navigateTo(path: string): void {
  const navigate = (globalThis as Holder)[KEY];
  if (navigate) navigate(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}
