import { useEffect } from 'react';
import { connectSocket, useSession, useSocket, type ClientSocket } from '@bgmi/shared';

/**
 * The page's socket once the user is logged in. The shell connects it after login; a standalone
 * remote (no shell) connects it here.
 */
export function useLoggedInSocket(): ClientSocket | null {
  const socket = useSocket();
  const token = useSession((state) => state.userinfo?.auth_token);

  useEffect(() => {
    if (!socket && token) void connectSocket();
  }, [socket, token]);

  return socket;
}
