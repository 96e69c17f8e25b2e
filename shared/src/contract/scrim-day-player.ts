import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { EmptyBody, StatusMessage, idField, requiredText } from './common';
import { EsportsEvent } from './esports-events';
import {
  EventDayFields,
  EventMatch,
  MyEventState,
  eventIdBody,
  matchIdBody,
} from './scrim-day-common';

// The player's side of the day (DESIGN 7): own state, check-in, cancelling, the event page and
// the room details.

/** The caller's state in every event they are in (cards show it: registered / waitlisted at N / checked in). */
export const myEventStatesEndpoint = defineEndpoint({
  path: 'scrim-day/my-event-states',
  auth: true,
  body: EmptyBody,
  response: StatusMessage.extend({ data: z.array(MyEventState) }),
});

/** The public event page: the event with its day fields and the match list (no room details). */
export const EventDay = EsportsEvent.extend(EventDayFields.shape).extend({
  kind: z.enum(['tournament', 'scrim']),
  matches: z.array(EventMatch),
});
export type EventDay = z.infer<typeof EventDay>;

export const eventDayEndpoint = defineEndpoint({
  path: 'scrim-day/event-details',
  auth: false,
  body: eventIdBody,
  response: StatusMessage.extend({ data: EventDay }),
});

/**
 * Checks the caller's team in, inside the check-in window: the leader, or any rostered player
 * when the event allows it. Answers the caller's new state.
 */
export const checkInEndpoint = defineEndpoint({
  path: 'scrim-day/check-in',
  auth: true,
  body: eventIdBody,
  response: StatusMessage.extend({ data: MyEventState }),
});

/** The leader takes the team out of an event (slot or waitlist); a freed slot is promoted at once. */
export const cancelRegistrationEndpoint = defineEndpoint({
  path: 'scrim-day/cancel-registration',
  auth: true,
  body: eventIdBody,
  response: StatusMessage,
});

/** Room id and password of one match, as released to a player. */
export const RoomDetails = z.object({
  event_id: z.string(),
  match_id: z.string(),
  match_no: z.number(),
  map: z.string(),
  start_time: z.string(),
  room_id: z.string(),
  room_password: z.string(),
});
export type RoomDetails = z.infer<typeof RoomDetails>;

/**
 * The room of one match for the caller: only from the release time on, only to rostered players of
 * checked-in teams (403 otherwise; 409 with roomNotReleased before the time). Each view is logged.
 */
export const myRoomDetailsEndpoint = defineEndpoint({
  path: 'scrim-day/room-details',
  auth: true,
  body: matchIdBody,
  response: StatusMessage.extend({ data: RoomDetails }),
});

/** A captain (team leader) flags a posted result of the team's match within 15 minutes. */
export const flagResultEndpoint = defineEndpoint({
  path: 'scrim-day/flag-result',
  auth: true,
  body: z.object({
    result_id: idField('result_id'),
    reason: requiredText('reason', 500),
  }),
  response: StatusMessage.extend({ flag_id: z.string() }),
});
