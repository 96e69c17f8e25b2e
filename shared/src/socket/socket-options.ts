/** Spec constants: websocket transport only, 5 reconnect attempts 1 s apart. */
export const SOCKET_OPTIONS = {
  transports: ['websocket' as const],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
};
