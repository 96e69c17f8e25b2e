import { z } from 'zod';
import { textField } from '../contract/common';

/** Event names of the realtime socket (DESIGN section 4). */
export const SOCKET_EVENTS = {
  socketConnected: 'socket_connected',
  newUserJoin: 'newUserJoin',
  sendMessage: 'send_message',
  receiveMessage: 'receive_message',
  sessionDetails: 'session_details',
} as const;

export const SocketConnectedPayload = z.object({
  userId: z.string().min(1),
  bgmiUserId: z.string().min(1),
});

export const NewUserJoinPayload = z.object({
  bgmiUserId: textField('bgmiUserId').min(1),
  session_id: z.union([textField('session_id'), z.number()]).optional(),
});

/** A live chat message as sent; `clientMessageId` lets a retried send be stored once. */
export const SendMessagePayload = z.object({
  from: textField('from').min(1),
  to: textField('to').min(1),
  message: textField('message', { multiline: true }).trim().min(1, 'message is required').max(2000),
  timestamp: z.union([textField('timestamp'), z.number()]),
  clientMessageId: textField('clientMessageId').min(1).max(100).optional(),
});
export type SendMessagePayload = z.infer<typeof SendMessagePayload>;

export const ReceiveMessagePayload = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
  timestamp: z.string(),
  clientMessageId: z.string().nullable().optional(),
  /** Place in the conversation (1, 2, 3 ...), assigned when stored: clients order by it. */
  seq: z.number().int().positive().optional(),
});
export type ReceiveMessagePayload = z.infer<typeof ReceiveMessagePayload>;

export const SessionDetailsPayload = z.object({
  current_session_id: z.union([z.string(), z.number()]).nullable(),
  // Optional so a wallet-only update (an admin decision) leaves the round's numbers and an open
  // winning-number popup as they are.
  bet_numbers: z.record(z.string(), z.number()).optional(),
  user_clients: z.array(z.string()).optional(),
  user_games: z.array(z.string()).optional(),
  session_result: z.object({ winning_number: z.string() }).nullable().optional(),
  updated_wallet: z.number().optional(),
  ends_at: z.string().nullable().optional(),
  seed_hash: z.string().nullable().optional(),
});
export type SessionDetailsPayload = z.infer<typeof SessionDetailsPayload>;

/** The answer to `send_message`: the stored message, or why it was refused (chat feature). */
export const SendMessageAck = z.object({
  status: z.boolean(),
  message: z.string(),
  data: ReceiveMessagePayload.optional(),
});
export type SendMessageAck = z.infer<typeof SendMessageAck>;
