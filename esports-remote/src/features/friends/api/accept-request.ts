import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FRIEND_MESSAGES,
  acceptFriendRequestEndpoint,
  callApi,
  notifyError,
  notifySuccess,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export function acceptFriendRequest(body: { senderId: string; receiverId: string }) {
  return callApi(acceptFriendRequestEndpoint, body, {
    fallbackMessage: FRIEND_MESSAGES.acceptFailed,
  });
}

/** Accept a friend request sent to me. */
export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: () => {
      notifySuccess(FRIEND_MESSAGES.requestAccepted);
      void queryClient.invalidateQueries({ queryKey: teamKeys.allPlayers });
      void queryClient.invalidateQueries({ queryKey: teamKeys.friends });
    },
    onError: (error) => notifyError(error.message || FRIEND_MESSAGES.acceptFailed),
  });
}
