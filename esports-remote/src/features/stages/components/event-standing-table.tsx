import { DataTable } from '@bgmi/shared/ui-kit';
import { useEventStanding } from '../api/event-standing';

/** The event's final standing: the furthest stage first. */
export function EventStandingTable({ eventId }: { eventId: string }) {
  const standing = useEventStanding(eventId);
  return (
    <>
      <h2>Event standing</h2>
      <DataTable
        rows={standing.data}
        loading={standing.isPending}
        rowKey={(row) => row.team_id}
        empty="No standing yet."
        caption="Final standing"
        className="st-table"
        columns={[
          { header: '#', cell: (row) => row.rank },
          {
            header: 'Team',
            // The stage sits under the name, so the points stay on a 360 px screen.
            cell: (row) => (
              <>
                <span>{row.team_name}</span>
                <small className="st-sub">{`${row.stage_name} (#${row.stage_rank})`}</small>
              </>
            ),
          },
          { header: 'Pts', cell: (row) => row.total },
        ]}
      />
    </>
  );
}
