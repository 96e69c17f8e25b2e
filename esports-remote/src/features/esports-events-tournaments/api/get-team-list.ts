import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi, getTeamListEndpoint, type TeamListTeam } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { tournamentsT } from '../i18n';

export async function fetchTeamList(bgmiUserId: string): Promise<TeamListTeam[]> {
  const answer = await callApi(
    getTeamListEndpoint,
    { bgmiUserId },
    { fallbackMessage: tournamentsT(currentLanguage(), 'register.teamsFailed') },
  );
  return answer.data;
}

/** Fresh each time Register Now is pressed (a team may have changed since). */
export function loadTeamList(client: QueryClient, bgmiUserId: string): Promise<TeamListTeam[]> {
  return client.fetchQuery({
    queryKey: ['team-list', bgmiUserId],
    queryFn: () => fetchTeamList(bgmiUserId),
    staleTime: 0,
  });
}

/**
 * Spec: a refused call reads 'Failed to fetch your teams.' (true here), a call that throws
 * 'Error fetching your team list.' (register.teamsFailed / register.teamsError).
 */
export function teamListFailed(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus > 0;
}
