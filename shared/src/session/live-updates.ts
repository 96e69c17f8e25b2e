import type { QueryClient } from '@tanstack/react-query';
import { RoundDetailsPayload } from '../socket/socket-events';
import { writeAccount, type Account } from './account-cache';
import { writeRound } from './platform-game-round';

/**
 * A `session_details` push, once its schema accepts it (else nothing changes): the round's part
 * into the round query, the rest into the account.
 */
export function applyRoundDetails(client: QueryClient, raw: unknown): void {
  const parsed = RoundDetailsPayload.safeParse(raw);
  if (!parsed.success) return;
  const { updated_wallet, user_clients, user_games, ...round } = parsed.data;
  writeRound(client, round);
  const change: Partial<Account> = {};
  if (updated_wallet !== undefined) change.wallet = updated_wallet;
  if (user_clients) change.user_clients = user_clients;
  if (user_games) change.user_games = user_games;
  if (Object.keys(change).length) writeAccount(client, change);
}
