import { useQuery } from '@tanstack/react-query';
import { FRIEND_MESSAGES, callApi, getChatHistoryEndpoint, orderChatMessages } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getChatHistory(myId: string, friendId: string) {
  const answer = await callApi(
    getChatHistoryEndpoint,
    { userId1: myId, userId2: friendId },
    { fallbackMessage: FRIEND_MESSAGES.historyFailed },
  );
  return orderChatMessages(answer.messages);
}

/** The open chat's stored messages (also refetched after a socket reconnect). */
export function useChatHistory(myId: string, friendId: string) {
  return useQuery({
    queryKey: teamKeys.chat(friendId),
    queryFn: () => getChatHistory(myId, friendId),
    meta: { errorToast: FRIEND_MESSAGES.historyFailed },
    refetchOnMount: 'always',
  });
}
