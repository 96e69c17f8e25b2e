import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, idField, requiredText } from './common';

/** Messages of the friends and chat part, word for word from esports spec section 8. */
export const FRIEND_MESSAGES = {
  requestSent: 'Friend request sent',
  requestAccepted: 'Friend request accepted',
  sendFailed: 'Failed to send request',
  acceptFailed: 'Failed to accept request',
  fetchPlayersFailed: 'Failed to fetch players',
  // Our own words where the spec has none.
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'A friend request between you is already pending',
  notYourself: 'You cannot send a friend request to yourself',
  playerNotFound: 'Player not found',
  requestNotFound: 'No pending friend request from this player',
  historyFailed: 'Failed to load chat history',
} as const;

/** Chat rules (DESIGN section 4): chat only between friends; a flood limit per user. */
export const CHAT_MESSAGES = {
  notFriends: 'You can only chat with your friends',
  flood: 'You are sending messages too fast. Please wait a moment.',
  notConnected: 'Chat is reconnecting; your message will be sent when it is back',
  sendFailed: 'Message could not be sent',
} as const;

export const CHAT_MESSAGE_MAX = 2000;
/** At most this many messages per user in each window (a flood limit, not a quota). */
export const CHAT_FLOOD_LIMIT = { messages: 20, windowMs: 10_000 } as const;

/** A player of the All Users list with the caller's relation to them. */
export const FriendStatus = z.enum(['none', 'friends', 'sent', 'received']);
export type FriendStatus = z.infer<typeof FriendStatus>;

export const PlayerWithFriends = z.object({
  _id: z.string(),
  name: z.string(),
  bgmiUserId: z.string(),
  profileImage: z.string().nullable(),
  team_name: z.array(z.string()),
  /** Only the caller's own relation is disclosed: these hold the caller's id or nothing. */
  friends: z.array(z.string()),
  friendRequestsSent: z.array(z.string()),
  friendRequestsReceived: z.array(z.string()),
  friend_status: FriendStatus,
});
export type PlayerWithFriends = z.infer<typeof PlayerWithFriends>;

export const getAllPlayersEndpoint = defineEndpoint({
  path: 'get-all-players',
  auth: true,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40).optional() }),
  response: StatusMessage.extend({ users: z.array(PlayerWithFriends) }),
});

export const FriendEntry = z.object({
  _id: z.string(),
  name: z.string(),
  bgmiUserId: z.string(),
  profileImage: z.string().nullable(),
  /** Messages from this friend the caller has not opened yet (friends list only). */
  unread: z.number(),
});
export type FriendEntry = z.infer<typeof FriendEntry>;

export const FriendsData = z.object({
  friends: z.array(FriendEntry),
  friendRequestsReceived: z.array(FriendEntry),
  friendRequestsSent: z.array(FriendEntry),
});
export type FriendsData = z.infer<typeof FriendsData>;

/** The spec's friends-data call (path not shown; DESIGN section 3 names it). */
export const getFriendsDataEndpoint = defineEndpoint({
  path: 'get-friends-data',
  auth: true,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40).optional() }),
  response: StatusMessage.extend({ data: FriendsData }),
});

export const sendFriendRequestEndpoint = defineEndpoint({
  path: 'send-request',
  auth: true,
  body: z.object({ receiverId: idField('receiverId'), senderId: idField('senderId').optional() }),
  response: StatusMessage,
});

/** senderId is the other player here; receiverId is the caller. */
export const acceptFriendRequestEndpoint = defineEndpoint({
  path: 'accept-request',
  auth: true,
  body: z.object({ senderId: idField('senderId'), receiverId: idField('receiverId').optional() }),
  response: StatusMessage,
});

/** A stored message (spec section 3, "In history"). */
export const ChatHistoryMessage = z.object({
  _id: z.string(),
  sender: z.string(),
  receiver: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  clientMessageId: z.string().nullable(),
  /** Place in the conversation, assigned when stored (see `orderChatMessages`). */
  seq: z.number().int().positive().optional(),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessage>;

export const getChatHistoryEndpoint = defineEndpoint({
  path: 'get-chat-history',
  auth: true,
  body: z.object({ userId1: idField('userId1'), userId2: idField('userId2') }),
  response: StatusMessage.extend({ messages: z.array(ChatHistoryMessage) }),
});
