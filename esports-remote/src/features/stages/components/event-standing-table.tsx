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
        columns={[
          { header: '#', cell: (row) => row.rank },
          { header: 'Team', cell: (row) => row.team_name },
          { header: 'Stage', cell: (row) => `${row.stage_name} (#${row.stage_rank})` },
          { header: 'Pts', cell: (row) => row.total },
        ]}
      />
    </>
  );
}
