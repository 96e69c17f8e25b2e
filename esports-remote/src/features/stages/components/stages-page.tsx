import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading, errorMessage, notifyError } from '@bgmi/shared';
import { groupStandings } from '@bgmi/shared/day-and-money';
import { useStageList } from '../api/stage-list';
import { useStageTables } from '../api/stage-tables';
import { useDownloadStageTableImage } from '../api/table-image';
import { StageSchedule } from './stage-schedule';
import { StageTable } from './stage-table';
import { plural, stageTableText } from './table-text';
import { useStageTablesSocket } from './use-stage-socket';
import { EventStandingTable } from './event-standing-table';
import '../stages.css';

const RULE = {
  per_group: (n: number) => `top ${n} of each group go on`,
  overall: (n: number) => `top ${n} overall go on`,
  manual: () => 'the organiser picks who goes on',
};

/** /events/:eventId/stages: public, each stage's groups, schedule, live tables and who goes on. */
export function StagesPage() {
  const { eventId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const list = useStageList(eventId);
  const stages = list.data?.data ?? [];
  const stage =
    stages.find((item) => item._id === params.get('stage')) ??
    stages.find((item) => item.status === 'open') ??
    stages[stages.length - 1];
  const tables = useStageTables(stage?._id ?? '');
  const [tab, setTab] = useState('overall');
  const image = useDownloadStageTableImage();
  useStageTablesSocket(eventId);

  if (list.isPending) return <PageLoading label="Loading the stages..." />;
  if (!stage)
    return (
      <section className="page">
        <h1 className="page-title">{list.data?.title ?? 'Stages'}</h1>
        <p className="empty-state">This event has no stages yet.</p>
      </section>
    );
  const data = tables.data;
  const group = data?.groups.find((item) => item.group_id === tab);
  const rows = data ? (group ? groupStandings(data, group.group_id) : data.overall) : [];
  const text = data ? stageTableText(data, group?.group_id ?? null, window.location.href) : '';
  const overlay = `/overlay/stages/${stage._id}${group ? `?group=${group.group_id}` : ''}`;
  return (
    <section className="page st-page">
      <h1 className="page-title">{list.data?.title}</h1>
      <nav className="st-tabs" aria-label="Stages">
        {stages.map((item) => (
          <button
            key={item._id}
            type="button"
            className={item._id === stage._id ? 'btn btn-small btn-primary' : 'btn btn-small'}
            aria-current={item._id === stage._id ? 'page' : undefined}
            onClick={() => {
              setParams({ stage: item._id });
              setTab('overall');
            }}
          >
            {item.stage_no}. {item.name}
            {item.status === 'closed' ? ' (closed)' : ''}
          </button>
        ))}
      </nav>
      <div className="st-meta muted">
        <span>
          {plural(stage.team_count, 'team')} · {plural(stage.group_count, 'group')} ·{' '}
          {plural(stage.match_count, 'match', 'matches')}
        </span>
        <span>{stage.points_system.preset.toUpperCase()} points</span>
        <span>{RULE[stage.advance.rule](stage.advance.count)}</span>
        {stage.seed && <span>Random draw, seed {stage.seed}</span>}
      </div>
      <div className="st-tabs" role="tablist" aria-label="Tables">
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={!group}
          onClick={() => setTab('overall')}
        >
          Overall
        </button>
        {data?.groups.map((item) => (
          <button
            key={item.group_id}
            type="button"
            role="tab"
            className="tab"
            aria-selected={group?.group_id === item.group_id}
            onClick={() => setTab(item.group_id)}
          >
            Group {item.name}
          </button>
        ))}
      </div>
      {tables.isPending ? (
        <p className="page-empty">Loading the table...</p>
      ) : (
        <StageTable
          rows={rows}
          label={group ? `Group ${group.name} table` : `${stage.name} overall table`}
          showGroup={!group}
        />
      )}
      <div className="st-actions">
        <a
          className="btn btn-success"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noreferrer"
        >
          Share on WhatsApp
        </a>
        <button
          type="button"
          className="btn"
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          Copy text table
        </button>
        <button
          type="button"
          className="btn"
          disabled={image.isPending}
          onClick={() =>
            image.mutate(
              { stage_id: stage._id, ...(group ? { group_id: group.group_id } : {}) },
              { onError: (error) => notifyError(errorMessage(error, 'Could not make the image')) },
            )
          }
        >
          {image.isPending ? 'Making image...' : 'Download image'}
        </button>
        <Link className="btn btn-small" to={overlay}>
          Overlay for streaming
        </Link>
      </div>
      <p className="muted">
        ✓ goes on. Ties break on chicken dinners, then placement points, then kills, then the last
        match.
      </p>
      <h2>Schedule</h2>
      <StageSchedule stageId={stage._id} />
      {stages.some((item) => item.status === 'closed') && <EventStandingTable eventId={eventId} />}
    </section>
  );
}

export default StagesPage;
