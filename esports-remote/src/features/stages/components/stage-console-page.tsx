import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '@bgmi/shared';
import { useStageList } from '../api/stage-list';
import { CreateStageForm } from './create-stage-form';
import { StageSetup } from './stage-setup';
import { StageResults } from './stage-results';
import { ClosePanel } from './close-panel';
import { useStageTablesSocket } from './use-stage-socket';
import { plural } from './table-text';
import '../stages.css';

/** /organizer/events/:eventId/stages: the organiser's stage console (issue 22). */
export function StageConsolePage() {
  const { eventId = '' } = useParams();
  const list = useStageList(eventId);
  const [picked, setPicked] = useState('');
  useStageTablesSocket(eventId);
  if (list.isPending) return <PageLoading label="Loading the stages..." />;
  const stages = list.data?.data ?? [];
  const stage =
    stages.find((item) => item._id === picked) ??
    stages.find((s) => s.status === 'open') ??
    stages[0];
  return (
    <section className="page st-console">
      <h1 className="page-title">Stages · {list.data?.title}</h1>
      <div className="st-actions">
        <Link className="btn btn-small" to="/organizer">
          Organiser console
        </Link>
        <Link className="btn btn-small" to={`/events/${eventId}/stages`}>
          Public page
        </Link>
      </div>
      <nav className="st-tabs" aria-label="Stages">
        {stages.map((item) => (
          <button
            key={item._id}
            type="button"
            className={item._id === stage?._id ? 'btn btn-small btn-primary' : 'btn btn-small'}
            aria-current={item._id === stage?._id ? 'page' : undefined}
            onClick={() => setPicked(item._id)}
          >
            {item.stage_no}. {item.name} ({item.status})
          </button>
        ))}
      </nav>
      {stage && (
        <div className="st-console-stage card" key={stage._id}>
          <h2>
            {stage.stage_no}. {stage.name}
          </h2>
          <p className="muted">
            {plural(stage.team_count, 'team')} · {plural(stage.group_count, 'group')} of up to{' '}
            {stage.group_size} · {plural(stage.match_count, 'match', 'matches')} ·{' '}
            {stage.points_system.preset.toUpperCase()}
          </p>
          {stage.status === 'open' ? (
            <>
              <StageSetup eventId={eventId} stage={stage} />
              <StageResults eventId={eventId} stageId={stage._id} />
              <ClosePanel eventId={eventId} stage={stage} />
            </>
          ) : (
            <p>This stage is closed.</p>
          )}
        </div>
      )}
      <CreateStageForm eventId={eventId} />
    </section>
  );
}

export default StageConsolePage;
