import { zonedDateTime, type TeamRecordEvent } from '@bgmi/shared/day-and-money';
import { useTeamRecord } from '../api/team-record';
import { useTeamsT } from '../i18n';

const OUTCOME = {
  played: 'outcome.played',
  entered: 'outcome.entered',
  no_show: 'outcome.no_show',
  disqualified: 'outcome.disqualified',
} as const satisfies Record<TeamRecordEvent['outcome'], string>;

/** The team's record (issue 22): totals, then each event with how it went there. */
export function TeamRecordSection({ teamId }: { teamId: string }) {
  const t = useTeamsT();
  const record = useTeamRecord(teamId);
  if (record.isPending) return <p className="muted">{t('record.loading')}</p>;
  if (record.isError) return <p className="muted">{t('record.failed')}</p>;
  const data = record.data;
  return (
    <section aria-label={t('record.title')}>
      <h3>{t('record.title')}</h3>
      <dl className="tm-facts">
        <dt>{t('record.events')}</dt>
        <dd>{data.events.length}</dd>
        <dt>{t('record.matches')}</dt>
        <dd>{data.matches_played}</dd>
        <dt>{t('record.wins')}</dt>
        <dd>{data.wins}</dd>
        <dt>{t('record.kills')}</dt>
        <dd>{data.kills}</dd>
        <dt>{t('record.noShows')}</dt>
        <dd>{data.no_shows}</dd>
      </dl>
      {data.bans.map((ban) => (
        <p key={ban.until} className="form-error">
          {t('record.banned', { until: zonedDateTime(ban.until), reason: ban.reason })}
        </p>
      ))}
      {data.events.length > 0 && (
        <ul className="tm-plain-list" aria-label={t('record.eventsLabel')}>
          {data.events.map((event) => (
            <li key={event.event_id}>
              {event.title}{' '}
              <span className="muted">
                · {zonedDateTime(event.sessionStartTime)} · {t(OUTCOME[event.outcome])}
                {event.matches_played > 0 &&
                  t('record.eventStats', {
                    matches: event.matches_played,
                    wins: event.wins,
                    kills: event.kills,
                  })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
