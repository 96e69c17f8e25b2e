import { groupStandings, type StageTables } from '@bgmi/shared/day-and-money';

/**
 * The compact text of a table for WhatsApp: one line a team (rank, name, points, kills, a tick
 * for those who go on), at most `limit` lines, then the link.
 */
export function stageTableText(
  tables: StageTables,
  groupId: string | null,
  url: string,
  limit = 25,
): string {
  const group = groupId ? tables.groups.find((item) => item.group_id === groupId) : undefined;
  const rows = group ? groupStandings(tables, group.group_id) : tables.overall;
  const heading = `${tables.title} · ${tables.stage_name} · ${group ? `Group ${group.name}` : 'Overall'} (${tables.matches_posted} match${tables.matches_posted === 1 ? '' : 'es'})`;
  const lines = rows
    .slice(0, limit)
    .map(
      (row) =>
        `${row.rank}. ${row.team_name} - ${row.total} pts, ${row.kills} kills${row.advances ? ' ✓' : ''}`,
    );
  const more = rows.length > limit ? [`… ${rows.length - limit} more`] : [];
  const key = rows.some((row) => row.advances) ? ['✓ goes on'] : [];
  return [heading, ...lines, ...more, ...key, url].join('\n');
}

/** A time in the viewer's own time zone (India by default), with its zone's name. */
export function localTime(iso: string): string {
  // A browser that names no zone, or only UTC (a server's default, not a player's), reads India.
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = !own || /^(Etc\/)?UTC$/.test(own) ? 'Asia/Kolkata' : own;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "1 match", "2 matches": a count with its noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
