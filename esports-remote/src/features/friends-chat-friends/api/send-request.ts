import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notifyError, notifySuccess, sendFriendRequestEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { friendsMessage } from '../i18n';

export function sendFriendRequest(body: { senderId: string; receiverId: string }) {
  return callApi(sendFriendRequestEndpoint, body, {
    fallbackMessage: friendsMessage('msg.sendFailed'),
  });
}

/** Add Friend. */
export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => {
      notifySuccess(friendsMessage('msg.requestSent'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.allPlayers });
      void queryClient.invalidateQueries({ queryKey: teamKeys.friends });
    },
    onError: (error) => notifyError(error.message || friendsMessage('msg.sendFailed')),
  });
}
