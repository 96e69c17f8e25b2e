import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading, errorMessage, notifyError } from '@bgmi/shared';
import { groupStandings } from '@bgmi/shared/day-and-money';
import { useStageList } from '../api/stage-list';
import { useStageTables } from '../api/stage-tables';
import { useDownloadStageTableImage } from '../api/table-image';
import { StageSchedule } from './stage-schedule';
import { StageTable } from './stage-table';
import { stageTableText } from './table-text';
import { useStageTablesSocket } from './use-stage-socket';
import { EventStandingTable } from './event-standing-table';
import { useStagesT } from '../i18n';
import '../esports-stages.css';

/** /events/:eventId/stages: public, each stage's groups, schedule, live tables and who goes on. */
export function StagesPage() {
  const t = useStagesT();
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

  if (list.isPending) return <PageLoading label={t('page.loading')} />;
  if (!stage)
    return (
      <section className="page">
        <h1 className="page-title">{list.data?.title ?? t('page.title')}</h1>
        <p className="empty-state">{t('page.none')}</p>
      </section>
    );
  const data = tables.data;
  const group = data?.groups.find((item) => item.group_id === tab);
  const rows = data ? (group ? groupStandings(data, group.group_id) : data.overall) : [];
  const text = data
    ? stageTableText(data, group?.group_id ?? null, window.location.href, 25, t)
    : '';
  const overlay = `/overlay/stages/${stage._id}${group ? `?group=${group.group_id}` : ''}`;
  return (
    <section className="page st-page">
      <h1 className="page-title">{list.data?.title}</h1>
      <nav className="st-tabs" aria-label={t('page.stagesLabel')}>
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
            {t(item.status === 'closed' ? 'page.stageTabClosed' : 'page.stageTab', {
              number: item.stage_no,
              name: item.name,
            })}
          </button>
        ))}
      </nav>
      <div className="st-meta muted">
        <span>
          {t('count.teams', { count: stage.team_count })} ·{' '}
          {t('count.groups', { count: stage.group_count })} ·{' '}
          {t('count.matches', { count: stage.match_count })}
        </span>
        <span>{t('page.points', { preset: stage.points_system.preset.toUpperCase() })}</span>
        <span>{t(`rule.${stage.advance.rule}`, { count: stage.advance.count })}</span>
        {stage.seed && <span>{t('page.seed', { seed: stage.seed })}</span>}
      </div>
      <div className="st-tabs" role="tablist" aria-label={t('page.tables')}>
        <button
          type="button"
          role="tab"
          className="tab"
          aria-selected={!group}
          onClick={() => setTab('overall')}
        >
          {t('overall')}
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
            {t('group', { name: item.name })}
          </button>
        ))}
      </div>
      {tables.isPending ? (
        <p className="page-empty">{t('page.loadingTable')}</p>
      ) : (
        <StageTable
          rows={rows}
          label={
            group
              ? t('page.groupTable', { name: group.name })
              : t('page.overallTable', { stage: stage.name })
          }
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
          {t('page.share')}
        </a>
        <button
          type="button"
          className="btn"
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          {t('page.copyText')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={image.isPending}
          onClick={() =>
            image.mutate(
              { stage_id: stage._id, ...(group ? { group_id: group.group_id } : {}) },
              { onError: (error) => notifyError(errorMessage(error, t('page.imageFailed'))) },
            )
          }
        >
          {image.isPending ? t('page.makingImage') : t('page.downloadImage')}
        </button>
        <Link className="btn btn-small" to={overlay}>
          {t('page.overlay')}
        </Link>
      </div>
      <p className="muted">{t('page.tieBreak')}</p>
      <h2>{t('page.schedule')}</h2>
      <StageSchedule stageId={stage._id} />
      {stages.some((item) => item.status === 'closed') && <EventStandingTable eventId={eventId} />}
    </section>
  );
}

export default StagesPage;
