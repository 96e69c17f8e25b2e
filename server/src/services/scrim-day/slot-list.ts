import type { OrganizerEventTeam } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { eventTeams } from '../../repositories/scrim-day/scrim-registration-repository';
import { toOrganizerTeam } from '../../wire/scrim-day';

/** The organiser's team list: slot numbers in registration order, then the waitlist in order. */
export async function organizerTeams(db: DbOrTx, eventId: string): Promise<OrganizerEventTeam[]> {
  const rows = await eventTeams(db, eventId);
  let slot = 0;
  let waiting = 0;
  return rows.map((row) => {
    const inSlot = row.reg.status === 'registered';
    return toOrganizerTeam(row, inSlot ? ++slot : null, inSlot ? null : ++waiting);
  });
}

/** A CSV cell: quoted when it holds a comma, quote or line break; formula starts are neutralised. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function slotListCsv(teams: OrganizerEventTeam[]): string {
  const header = [
    'slot',
    'waitlist',
    'team',
    'leader',
    'state',
    'checked_in_at',
    'player_1',
    'player_2',
    'player_3',
    'player_4',
  ];
  const lines = teams.map((team) =>
    [
      team.slot_no,
      team.waitlist_position,
      team.team_name,
      team.leader_bgmiId,
      team.state,
      team.checked_in_at,
      ...[0, 1, 2, 3].map((i) => team.players[i]?.bgmiUserId ?? ''),
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
