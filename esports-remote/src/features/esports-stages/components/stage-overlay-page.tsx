import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { groupStandings } from '@bgmi/shared/day-and-money';
import { DataTable } from '@bgmi/shared/ui-kit';
import { useStageTables } from '../api/stage-tables';
import { useStageTablesSocket } from './use-stage-socket';
import { useStagesT } from '../i18n';
import '../esports-stages.css';

/**
 * /overlay/stages/:stageId?group=<id>&transparent=1&top=N: the live table for OBS or any
 * streaming tool: big type, no header or footer (the route's layout is 'none'), updated by socket.
 */
export function StageOverlayPage() {
  const t = useStagesT();
  const { stageId = '' } = useParams();
  const [params] = useSearchParams();
  const tables = useStageTables(stageId);
  const transparent = params.get('transparent') === '1';
  const top = Math.max(1, Math.min(64, Number(params.get('top')) || 16));
  useStageTablesSocket(tables.data?.event_id ?? '');

  useEffect(() => {
    if (!transparent) return undefined;
    // A dark color-scheme paints the canvas dark even under a transparent page: drop it too.
    const { style: root } = document.documentElement;
    const previous = [root.background, root.colorScheme, document.body.style.background];
    root.background = 'transparent';
    root.colorScheme = 'normal';
    document.body.style.background = 'transparent';
    return () => {
      [root.background, root.colorScheme, document.body.style.background] = previous as [
        string,
        string,
        string,
      ];
    };
  }, [transparent]);

  const data = tables.data;
  const group = data?.groups.find((item) => item.group_id === params.get('group'));
  const rows = data ? (group ? groupStandings(data, group.group_id) : data.overall) : [];
  return (
    <div className={transparent ? 'st-overlay st-transparent' : 'st-overlay'}>
      {!data ? (
        <p>{tables.isError ? t('overlay.notFound') : t('overlay.loading')}</p>
      ) : (
        <>
          <h1>
            {t('overlay.heading', {
              stage: data.stage_name,
              part: group ? t('group', { name: group.name }) : t('overall'),
              count: data.matches_posted,
            })}
          </h1>
          <DataTable
            bare
            label={t('overlay.label')}
            rows={rows.slice(0, top)}
            rowKey={(row) => row.team_id}
            rowClass={(row) => (row.advances ? 'st-advances' : undefined)}
            empty={t('table.empty')}
            columns={[
              { header: '#', cell: (row) => row.rank },
              { header: t('head.team'), cell: (row) => row.team_name },
              { header: t('head.wwcd'), className: 'num', cell: (row) => row.dinners },
              { header: t('head.kills'), className: 'num', cell: (row) => row.kills },
              { header: t('head.pts'), className: 'num', cell: (row) => row.total },
            ]}
          />
        </>
      )}
    </div>
  );
}

export default StageOverlayPage;
