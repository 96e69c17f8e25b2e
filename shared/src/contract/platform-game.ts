import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import {
  EmptyBody,
  StatusMessage,
  limitField,
  optionalText,
  textField,
  toNumberInput,
} from './common';

// The number game's round: the spec's wire names call it a session (`session_id`,
// `current_session_id`, `session_result`, `session_details`, the `game-session` paths) and its
// messages say "session"; those stay word for word. Every name of our own, from these schemas'
// TypeScript names to the database (game_rounds, round_id), says round; the server maps the two
// once, in server/src/wire/platform-game.ts and services/platform-game-bets.ts.

/** Messages of the game page (jantri spec sections 5 and 8), word for word. */
export const BET_MESSAGES = {
  minAmount: 'Please Enter minimum amount which is 10',
  lowBalance: 'Low Balance',
  placed: 'Bet placed successfully',
  roundClosed: 'This session is closed, please bet in the current session',
  noRound: 'No session is running, please wait for the next one',
  position: 'position_number must be a number from 00 to 99',
} as const;

/** Business constants (spec section 9; DESIGN section 5: winners are paid amount x 90). */
export const BET_RULES = {
  minAmount: 10,
  defaultAmount: 10,
  step: 10,
  presets: [50, 100, 200, 500],
  payoutMultiplier: 90,
} as const;

/** '5', 5, '05' -> '05'; '100' -> '00' (DESIGN section 5); anything else -> null. */
export function normalizePosition(value: unknown): string | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  if (n === 100) return '00';
  return n >= 0 && n <= 99 ? String(n).padStart(2, '0') : null;
}

export const PlaceBetBody = z.object({
  username: optionalText('username', 80),
  session_id: z.preprocess(
    toNumberInput,
    z
      .number({ error: 'session_id is required' })
      .int({ error: 'session_id is invalid' })
      .positive({ error: 'session_id is invalid' }),
  ),
  amount: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: BET_MESSAGES.minAmount })
      .int({ error: 'amount must be whole rupees (digits only)' })
      .min(BET_RULES.minAmount, { error: BET_MESSAGES.minAmount })
      .max(1_000_000, { error: 'amount must be at most 1000000' }),
  ),
  position_number: z
    .union([textField('position_number'), z.number()], { error: BET_MESSAGES.position })
    .transform((value, ctx) => {
      const position = normalizePosition(value);
      if (position === null) {
        ctx.addIssue({ code: 'custom', message: BET_MESSAGES.position });
        return z.NEVER;
      }
      return position;
    }),
  /** The client's id for this bet: a repeated request is stored (and debited) once. */
  request_id: textField('request_id').trim().min(8).max(64).optional(),
});
export type PlaceBetBody = z.input<typeof PlaceBetBody>;

/** Amounts (rupees) per number "00".."99" of the caller's bets in one round. */
export const BetNumbers = z.record(z.string(), z.number());

export const placeBetEndpoint = defineEndpoint({
  path: 'bet-place-jantri',
  auth: true,
  body: PlaceBetBody,
  response: StatusMessage.extend({ updated_wallet: z.number(), bet_numbers: BetNumbers }),
});

/** The running round as the game page needs it (also pushed as `session_details`). */
export const CurrentRound = z.object({
  current_session_id: z.number().nullable(),
  bet_numbers: BetNumbers,
  ends_at: z.string().nullable(),
  seed_hash: z.string().nullable(),
  server_time: z.string(),
  round_seconds: z.number(),
});
export type CurrentRound = z.infer<typeof CurrentRound>;

export const currentRoundEndpoint = defineEndpoint({
  path: 'game-session',
  auth: true,
  body: EmptyBody,
  response: StatusMessage.extend({ data: CurrentRound, updated_wallet: z.number() }),
});

/**
 * A finished round, published so anyone can check the draw: seed_hash was announced when the
 * round began; `seed` is revealed at its end; for a drawn result winning_number equals
 * drawNumberFromSeed(seed) (see server/src/services/platform-game-draw.ts) and sha256(seed) = seed_hash.
 */
export const RoundResult = z.object({
  session_id: z.number(),
  seed_hash: z.string(),
  seed: z.string(),
  winning_number: z.string(),
  result_source: z.enum(['draw', 'admin']),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type RoundResult = z.infer<typeof RoundResult>;

export const roundResultsEndpoint = defineEndpoint({
  path: 'game-session-results',
  auth: false,
  body: z.object({ limit: limitField(100, 20) }),
  response: StatusMessage.extend({ data: z.array(RoundResult) }),
});
