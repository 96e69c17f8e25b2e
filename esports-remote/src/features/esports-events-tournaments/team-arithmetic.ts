import { formatRupees, SQUAD_SIZE, type EsportsEvent } from '@bgmi/shared';

/**
 * Spec section 9: teams show as registered/4 over max/4, only when both counts divide by 4.
 * Returns e.g. '3/25', or null when the counts are not whole squads.
 */
export function teamsLabel(registered: number, max: number): string | null {
  if (registered % SQUAD_SIZE !== 0 || max % SQUAD_SIZE !== 0) return null;
  return `${registered / SQUAD_SIZE}/${max / SQUAD_SIZE}`;
}

/** Rupee amount or N/A when missing (spec: details). */
export const moneyOrNA = (amount: number | null | undefined) => formatRupees(amount ?? null);

/** Open when registration_status is 1 (spec), and the event still has room for a squad. */
export function isRegistrationOpen(event: EsportsEvent): boolean {
  return event.registration_status === 1;
}

export function hasRoom(event: EsportsEvent): boolean {
  // With scrim-day slots a full event still takes registrations onto its waitlist (DESIGN 7).
  if (event.slots !== undefined) return true;
  return event.total_players_registered + SQUAD_SIZE <= event.max_players;
}
