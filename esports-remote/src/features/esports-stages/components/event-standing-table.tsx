import { DataTable } from '@bgmi/shared/ui-kit';
import { useEventStanding } from '../api/event-standing';
import { useStagesT } from '../i18n';

/** The event's final standing: the furthest stage first. */
export function EventStandingTable({ eventId }: { eventId: string }) {
  const t = useStagesT();
  const standing = useEventStanding(eventId);
  return (
    <>
      <h2>{t('standing.title')}</h2>
      <DataTable
        rows={standing.data}
        loading={standing.isPending}
        rowKey={(row) => row.team_id}
        empty={t('standing.empty')}
        caption={t('standing.caption')}
        className="st-table"
        columns={[
          { header: '#', cell: (row) => row.rank },
          {
            header: t('head.team'),
            // The stage sits under the name, so the points stay on a 360 px screen.
            cell: (row) => (
              <>
                <span>{row.team_name}</span>
                <small className="st-sub">{`${row.stage_name} (#${row.stage_rank})`}</small>
              </>
            ),
          },
          { header: t('head.pts'), cell: (row) => row.total },
        ]}
      />
    </>
  );
}
