import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  EVENT_MESSAGES,
  notifyError,
  notifyInfo,
  useSession,
  type EsportsEvent,
  type TeamListTeam,
} from '@bgmi/shared';
import { loadTeamList, teamListErrorMessage } from '../api/get-team-list';

export const LOGIN_TO_REGISTER = 'Please log in to register your team.';

export interface RegistrationTarget {
  event: EsportsEvent;
  teams: TeamListTeam[];
}

/**
 * Register Now (spec section 4): load the user's teams, keep those whose leader_bgmiId is the
 * user's bgmiUserId, open the dialog; with none, the spec's toast. A visitor goes to /login.
 */
export function useRegisterNow() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const [target, setTarget] = useState<RegistrationTarget | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const start = useCallback(
    async (event: EsportsEvent) => {
      if (!loggedIn) {
        notifyInfo(LOGIN_TO_REGISTER);
        navigate('/login');
        return;
      }
      setLoadingId(event._id);
      try {
        const teams = await loadTeamList(client, bgmiUserId);
        const led = teams.filter(
          (team) => team.leader_bgmiId.toLowerCase() === bgmiUserId.toLowerCase(),
        );
        if (!led.length) notifyError(EVENT_MESSAGES.notLeader);
        else setTarget({ event, teams: led });
      } catch (error) {
        notifyError(teamListErrorMessage(error));
      } finally {
        setLoadingId(null);
      }
    },
    [bgmiUserId, client, loggedIn, navigate],
  );

  return { target, loadingId, start, close: useCallback(() => setTarget(null), []), bgmiUserId };
}
