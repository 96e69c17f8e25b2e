import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerSlotListCsvEndpoint } from '@bgmi/shared/day-and-money';
import { saveBlob } from '../../../lib/save-file';

/** organizer/slot-list-csv: the CSV text, saved by the browser as a file. */
export async function downloadSlotList(eventId: string): Promise<string> {
  const answer = await callApi(organizerSlotListCsvEndpoint, { event_id: eventId });
  return saveBlob(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }), answer.filename);
}

export function useDownloadSlotList() {
  return useMutation({ mutationFn: downloadSlotList });
}
