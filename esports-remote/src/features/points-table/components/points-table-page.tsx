import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading, errorMessage, notifyError } from '@bgmi/shared';
import { zonedTime, type PointsTable } from '@bgmi/shared/day-and-money';
import { usePointsTable } from '../api/points-table';
import { useDownloadPointsTableImage } from '../api/points-table-image';
import { MatchTable, OverallTable } from './standings-table';
import { usePointsTableSocket } from './use-points-table-socket';
import '../points-table.css';

/** The WhatsApp share text: title, top teams and the page link. */
export function shareText(table: PointsTable, url: string): string {
  const top = table.overall
    .slice(0, 5)
    .map((row) => `${row.rank}. ${row.team_name} - ${row.total} pts`)
    .join('\n');
  return `${table.title} - points table after ${table.match_count} match${table.match_count === 1 ? '' : 'es'}\n${top}\n${url}`;
}

/** /events/:eventId/points-table: public, live standings with Share and Download image. */
export function PointsTablePage() {
  const { eventId = '' } = useParams();
  const table = usePointsTable(eventId);
  const image = useDownloadPointsTableImage();
  const [tab, setTab] = useState<string>('overall');
  usePointsTableSocket(eventId);

  if (table.isPending) return <PageLoading label="Loading the points table..." />;
  if (table.isError)
    return (
      <section className="page pt-page">
        <div className="empty-state" role="alert">
          <p>{errorMessage(table.error, 'Could not load the points table')}</p>
          <button type="button" className="btn" onClick={() => void table.refetch()}>
            Retry
          </button>
        </div>
      </section>
    );
  const data = table.data;
  const match = data.matches.find((item) => item.match_id === tab);
  const share = `https://wa.me/?text=${encodeURIComponent(shareText(data, window.location.href))}`;

  return (
    <section className="page pt-page">
      <h1 className="page-title">{data.title}</h1>
      <p className="page-subtitle">
        Points table · {data.match_count} match{data.match_count === 1 ? '' : 'es'} ·{' '}
        {data.points_system.preset.toUpperCase()} · updated{' '}
        <time dateTime={data.updated_at}>{zonedTime(data.updated_at)}</time>
      </p>
      <div className="pt-actions">
        <a className="btn btn-success" href={share} target="_blank" rel="noreferrer">
          Share on WhatsApp
        </a>
        <button
          type="button"
          className="btn"
          disabled={image.isPending}
          onClick={() =>
            image.mutate(eventId, {
              onError: (error) => notifyError(errorMessage(error, 'Could not make the image')),
            })
          }
        >
          {image.isPending ? 'Making image...' : 'Download image'}
        </button>
        <Link className="btn btn-small" to={`/events/${eventId}`}>
          Event page
        </Link>
      </div>
      <div className="tabs pt-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab === 'overall'}
          onClick={() => setTab('overall')}
        >
          Overall
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
            M{item.match_no} {item.map}
          </button>
        ))}
      </div>
      {match ? (
        <MatchTable rows={match.standings} label={`Match ${match.match_no} standings`} />
      ) : (
        <OverallTable rows={data.overall} />
      )}
      <p className="muted pt-note">
        Ties break on chicken dinners, then placement points, then kills, then the last match.
      </p>
    </section>
  );
}

export default PointsTablePage;
