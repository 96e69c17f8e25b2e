import { groupStandings, type StageTables } from '@bgmi/shared/day-and-money';
import { currentLanguage, dateTimeFormat, localeOf } from '@bgmi/shared/i18n';
import { stagesT, type StagesTranslate } from '../i18n';

const english: StagesTranslate = (key, values) => stagesT('en', key, values);

/**
 * The compact text of a table for WhatsApp: one line a team (rank, name, points, kills, a tick
 * for those who go on), at most `limit` lines, then the link; in the language of `t` (English
 * by default).
 */
export function stageTableText(
  tables: StageTables,
  groupId: string | null,
  url: string,
  limit = 25,
  t: StagesTranslate = english,
): string {
  const group = groupId ? tables.groups.find((item) => item.group_id === groupId) : undefined;
  const rows = group ? groupStandings(tables, group.group_id) : tables.overall;
  const heading = t('text.heading', {
    title: tables.title,
    stage: tables.stage_name,
    part: group ? t('group', { name: group.name }) : t('overall'),
    count: tables.matches_posted,
  });
  const lines = rows
    .slice(0, limit)
    .map(
      (row) =>
        t('text.row', { rank: row.rank, team: row.team_name, total: row.total, kills: row.kills }) +
        (row.advances ? ' ✓' : ''),
    );
  const more = rows.length > limit ? [t('text.more', { count: rows.length - limit })] : [];
  const key = rows.some((row) => row.advances) ? [t('text.key')] : [];
  return [heading, ...lines, ...more, ...key, url].join('\n');
}

/** A time in the viewer's own time zone (India by default), with its zone's name. */
export function localTime(iso: string): string {
  // A browser that names no zone, or only UTC (a server's default, not a player's), reads India.
  const own = dateTimeFormat('en-IN').resolvedOptions().timeZone;
  const zone = !own || /^(Etc\/)?UTC$/.test(own) ? 'Asia/Kolkata' : own;
  return dateTimeFormat(localeOf(currentLanguage()), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
