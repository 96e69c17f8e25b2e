import { useAccount } from '@bgmi/shared';

/**
 * Confirms the stored session with the server on load: the refresh call writes the wallet and
 * lists into the account query and the identity into the session (a foreign token logs out).
 */
export function SessionRefresh() {
  useAccount({ refreshOnMount: true });
  return null;
}
