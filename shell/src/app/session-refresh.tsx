import { useSession } from '@bgmi/shared';
import { useRefreshUser } from '../features/auth/api/refresh';

/** Confirms the stored session with the server on load (wallet and lists as the server has them). */
export function SessionRefresh() {
  const token = useSession((state) => state.userinfo?.auth_token);
  useRefreshUser(token);
  return null;
}
