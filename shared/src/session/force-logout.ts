import { disconnectSocket } from '../socket/socket-holder';
import { navigateTo } from './navigation';
import { sessionStore } from './session-store';

/** Spec: on `token not belonging to the user` (or Logout) the socket disconnects, userinfo goes, home. */
export function logoutAndGoHome(): void {
  disconnectSocket();
  sessionStore.getState().logout();
  navigateTo('/');
}
