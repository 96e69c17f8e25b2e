import type { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  callApi,
  EVENT_MESSAGES,
  getTeamListEndpoint,
  type TeamListTeam,
} from '@bgmi/shared';

export async function fetchTeamList(bgmiUserId: string): Promise<TeamListTeam[]> {
  const answer = await callApi(
    getTeamListEndpoint,
    { bgmiUserId },
    { fallbackMessage: EVENT_MESSAGES.teamsFailed },
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

/** Spec: a refused call reads 'Failed to fetch your teams.', a call that throws the other text. */
export function teamListErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.httpStatus > 0
    ? EVENT_MESSAGES.teamsFailed
    : EVENT_MESSAGES.teamsError;
}
