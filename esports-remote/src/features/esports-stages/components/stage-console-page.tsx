import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '@bgmi/shared';
import { useStageList } from '../api/stage-list';
import { CreateStageForm } from './create-stage-form';
import { StageSetup } from './stage-setup';
import { StageResults } from './stage-results';
import { ClosePanel } from './close-panel';
import { useStageTablesSocket } from './use-stage-socket';
import { useStagesT } from '../i18n';
import '../esports-stages.css';

/** /organizer/events/:eventId/stages: the organiser's stage console (issue 22). */
export function StageConsolePage() {
  const t = useStagesT();
  const { eventId = '' } = useParams();
  const list = useStageList(eventId);
  const [picked, setPicked] = useState('');
  useStageTablesSocket(eventId);
  if (list.isPending) return <PageLoading label={t('page.loading')} />;
  const stages = list.data?.data ?? [];
  const stage =
    stages.find((item) => item._id === picked) ??
    stages.find((s) => s.status === 'open') ??
    stages[0];
  return (
    <section className="page st-console">
      <h1 className="page-title">{t('console.title', { title: list.data?.title })}</h1>
      <div className="st-actions">
        <Link className="btn btn-small" to="/organizer">
          {t('console.organizer')}
        </Link>
        <Link className="btn btn-small" to={`/events/${eventId}/stages`}>
          {t('console.public')}
        </Link>
      </div>
      <nav className="st-tabs" aria-label={t('page.stagesLabel')}>
        {stages.map((item) => (
          <button
            key={item._id}
            type="button"
            className={item._id === stage?._id ? 'btn btn-small btn-primary' : 'btn btn-small'}
            aria-current={item._id === stage?._id ? 'page' : undefined}
            onClick={() => setPicked(item._id)}
          >
            {t('console.stageTab', {
              number: item.stage_no,
              name: item.name,
              status: t(`status.${item.status}`),
            })}
          </button>
        ))}
      </nav>
      {stage && (
        <div className="st-console-stage card" key={stage._id}>
          <h2>{t('console.heading', { number: stage.stage_no, name: stage.name })}</h2>
          <p className="muted">
            {t('console.summary', {
              teams: t('count.teams', { count: stage.team_count }),
              groups: t('count.groups', { count: stage.group_count }),
              size: stage.group_size,
              matches: t('count.matches', { count: stage.match_count }),
              preset: stage.points_system.preset.toUpperCase(),
            })}
          </p>
          {stage.status === 'open' ? (
            <>
              <StageSetup eventId={eventId} stage={stage} />
              <StageResults eventId={eventId} stageId={stage._id} />
              <ClosePanel eventId={eventId} stage={stage} />
            </>
          ) : (
            <p>{t('console.closed')}</p>
          )}
        </div>
      )}
      <CreateStageForm eventId={eventId} />
    </section>
  );
}

export default StageConsolePage;
