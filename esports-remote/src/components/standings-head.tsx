import { useEsportsT } from '../lib/i18n';

/**
 * The header row of an overall standings table (points table, stage table): rank, team, three
 * secondary columns that a phone hides or folds (`secondaryClass`), kills and total.
 */
export function StandingsHead({ secondaryClass }: { secondaryClass: string }) {
  const t = useEsportsT();
  return (
    <thead>
      <tr>
        <th>#</th>
        <th>{t('standings.team')}</th>
        <th className={secondaryClass} title={t('standings.matchesTitle')}>
          {t('standings.matches')}
        </th>
        <th className={secondaryClass} title={t('standings.wwcdTitle')}>
          {t('standings.wwcd')}
        </th>
        <th className={secondaryClass} title={t('standings.placeTitle')}>
          {t('standings.place')}
        </th>
        <th>{t('standings.kills')}</th>
        <th>{t('standings.total')}</th>
      </tr>
    </thead>
  );
}
