import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FRIEND_MESSAGES,
  callApi,
  notifyError,
  notifySuccess,
  sendFriendRequestEndpoint,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export function sendFriendRequest(body: { senderId: string; receiverId: string }) {
  return callApi(sendFriendRequestEndpoint, body, { fallbackMessage: FRIEND_MESSAGES.sendFailed });
}

/** Add Friend. */
export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => {
      notifySuccess(FRIEND_MESSAGES.requestSent);
      void queryClient.invalidateQueries({ queryKey: teamKeys.allPlayers });
      void queryClient.invalidateQueries({ queryKey: teamKeys.friends });
    },
    onError: (error) => notifyError(error.message || FRIEND_MESSAGES.sendFailed),
  });
}
