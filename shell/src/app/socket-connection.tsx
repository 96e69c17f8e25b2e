import { useEffect } from 'react';
import { connectSocket, disconnectSocket, useSession } from '@bgmi/shared';

/** The shell owns the socket: connected while a token is stored, closed on logout. */
export function SocketConnection() {
  const token = useSession((state) => state.userinfo?.auth_token);
  useEffect(() => {
    if (token) void connectSocket();
    else disconnectSocket();
  }, [token]);
  useEffect(() => () => disconnectSocket(), []);
  return null;
}
