import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading, errorMessage, notifyError } from '@bgmi/shared';
import { zonedTime, type PointsTable } from '@bgmi/shared/day-and-money';
import { usePointsTable } from '../api/points-table';
import { useDownloadPointsTableImage } from '../api/points-table-image';
import { MatchTable, OverallTable } from './standings-table';
import { usePointsTableSocket } from './use-points-table-socket';
import { usePointsTableT } from '../i18n';
import '../scrim-day-points-table.css';

/** The WhatsApp share text in the reader's language: title, top teams and the page link. */
export function shareText(
  table: PointsTable,
  url: string,
  t: ReturnType<typeof usePointsTableT>,
): string {
  const top = table.overall
    .slice(0, 5)
    .map((row) => t('share.row', { rank: row.rank, team: row.team_name, total: row.total }))
    .join('\n');
  return `${t('share.title', { title: table.title, count: table.match_count })}\n${top}\n${url}`;
}

/** /events/:eventId/points-table: public, live standings with Share and Download image. */
export function PointsTablePage() {
  const t = usePointsTableT();
  const { eventId = '' } = useParams();
  const table = usePointsTable(eventId);
  const image = useDownloadPointsTableImage();
  const [tab, setTab] = useState<string>('overall');
  usePointsTableSocket(eventId);

  if (table.isPending) return <PageLoading label={t('loading')} />;
  if (table.isError)
    return (
      <section className="page pt-page">
        <div className="empty-state" role="alert">
          <p>{errorMessage(table.error, t('loadFailed'))}</p>
          <button type="button" className="btn" onClick={() => void table.refetch()}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  const data = table.data;
  const match = data.matches.find((item) => item.match_id === tab);
  const share = `https://wa.me/?text=${encodeURIComponent(shareText(data, window.location.href, t))}`;

  return (
    <section className="page pt-page">
      <h1 className="page-title">{data.title}</h1>
      <p className="page-subtitle">
        {t('subtitle', {
          count: data.match_count,
          preset: data.points_system.preset.toUpperCase(),
        })}{' '}
        <time dateTime={data.updated_at}>{zonedTime(data.updated_at)}</time>
      </p>
      <div className="pt-actions">
        <a className="btn btn-success" href={share} target="_blank" rel="noreferrer">
          {t('share')}
        </a>
        <button
          type="button"
          className="btn"
          disabled={image.isPending}
          onClick={() =>
            image.mutate(eventId, {
              onError: (error) => notifyError(errorMessage(error, t('imageFailed'))),
            })
          }
        >
          {image.isPending ? t('makingImage') : t('downloadImage')}
        </button>
        <Link className="btn btn-small" to={`/events/${eventId}`}>
          {t('eventPage')}
        </Link>
      </div>
      <div className="tabs pt-tabs" role="tablist" aria-label={t('tabs')}>
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab === 'overall'}
          onClick={() => setTab('overall')}
        >
          {t('overall')}
        </button>
        {data.matches.map((item) => (
          <button
            key={item.match_id}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === item.match_id}
            onClick={() => setTab(item.match_id)}
          >
            {t('matchTab', { number: item.match_no, map: item.map })}
          </button>
        ))}
      </div>
      {match ? (
        <MatchTable
          rows={match.standings}
          label={t('matchStandings', { number: match.match_no })}
        />
      ) : (
        <OverallTable rows={data.overall} />
      )}
      <p className="muted pt-note">{t('tieBreak')}</p>
    </section>
  );
}

export default PointsTablePage;
