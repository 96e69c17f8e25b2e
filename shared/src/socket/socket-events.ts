import { z } from 'zod';
import { idField, textField } from '../contract/common';

// The names are zod-free (socket-event-names.ts), so the host API carries no schema library.
export {
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
  SOCKET_EVENTS,
} from './socket-event-names';

/** What an event with an ack is answered: done, or why not (`field` names a refused field). */
export const SocketAck = z.object({
  status: z.boolean(),
  message: z.string(),
  field: z.string().optional(),
});
export type SocketAck = z.infer<typeof SocketAck>;

/** `event_refused`: which event was refused and why, for an emit without an ack. */
export const EventRefusedPayload = SocketAck.extend({ event: z.string() });
export type EventRefusedPayload = z.infer<typeof EventRefusedPayload>;

export const JoinEventPayload = z.object({ event_id: idField('event_id') });
export type JoinEventPayload = z.infer<typeof JoinEventPayload>;

export const SocketConnectedPayload = z.object({
  userId: textField('userId').min(1),
  bgmiUserId: textField('bgmiUserId').min(1),
});
export type SocketConnectedPayload = z.infer<typeof SocketConnectedPayload>;

export const NewUserJoinPayload = z.object({
  bgmiUserId: textField('bgmiUserId').min(1),
  session_id: z.union([textField('session_id'), z.number()]).optional(),
});
export type NewUserJoinPayload = z.infer<typeof NewUserJoinPayload>;

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

export const RoundDetailsPayload = z.object({
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
export type RoundDetailsPayload = z.infer<typeof RoundDetailsPayload>;

/** The answer to `send_message`: the stored message, or why it was refused (chat feature). */
export const SendMessageAck = SocketAck.extend({ data: ReceiveMessagePayload.optional() });
export type SendMessageAck = z.infer<typeof SendMessageAck>;
