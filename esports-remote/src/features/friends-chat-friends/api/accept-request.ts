import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptFriendRequestEndpoint, callApi, notifyError, notifySuccess } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { friendsMessage } from '../i18n';

export function acceptFriendRequest(body: { senderId: string; receiverId: string }) {
  return callApi(acceptFriendRequestEndpoint, body, {
    fallbackMessage: friendsMessage('msg.acceptFailed'),
  });
}

/** Accept a friend request sent to me. */
export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: () => {
      notifySuccess(friendsMessage('msg.requestAccepted'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.allPlayers });
      void queryClient.invalidateQueries({ queryKey: teamKeys.friends });
    },
    onError: (error) => notifyError(error.message || friendsMessage('msg.acceptFailed')),
  });
}
