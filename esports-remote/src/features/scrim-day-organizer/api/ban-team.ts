import { useMutation } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerBanTeamEndpoint } from '@bgmi/shared/day-and-money';

export type BanTeamBody = EndpointBody<typeof organizerBanTeamEndpoint>;

/** organizer/ban-team: the team may not register for the organiser's events for N days. */
export function banTeam(body: BanTeamBody) {
  return callApi(organizerBanTeamEndpoint, body);
}

export function useBanTeam() {
  return useMutation({ mutationFn: banTeam });
}
