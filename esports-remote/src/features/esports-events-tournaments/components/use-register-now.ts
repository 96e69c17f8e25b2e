import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  notifyError,
  notifyInfo,
  useSession,
  type EsportsEvent,
  type TeamListTeam,
} from '@bgmi/shared';
import { loadTeamList, teamListFailed } from '../api/get-team-list';
import { useTournamentsT } from '../i18n';

export interface RegistrationTarget {
  event: EsportsEvent;
  teams: TeamListTeam[];
}

/**
 * Register Now (spec section 4): load the user's teams, keep those whose leader_bgmiId is the
 * user's bgmiUserId, open the dialog; with none, the spec's toast. A visitor goes to /login.
 */
export function useRegisterNow() {
  const t = useTournamentsT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const [target, setTarget] = useState<RegistrationTarget | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const start = useCallback(
    async (event: EsportsEvent) => {
      if (!loggedIn) {
        notifyInfo(t('register.loginFirst'));
        navigate('/login');
        return;
      }
      setLoadingId(event._id);
      try {
        const teams = await loadTeamList(client, bgmiUserId);
        const led = teams.filter(
          (team) => team.leader_bgmiId.toLowerCase() === bgmiUserId.toLowerCase(),
        );
        if (!led.length) notifyError(t('register.notLeader'));
        else setTarget({ event, teams: led });
      } catch (error) {
        notifyError(t(teamListFailed(error) ? 'register.teamsFailed' : 'register.teamsError'));
      } finally {
        setLoadingId(null);
      }
    },
    [bgmiUserId, client, loggedIn, navigate, t],
  );

  return { target, loadingId, start, close: useCallback(() => setTarget(null), []), bgmiUserId };
}
