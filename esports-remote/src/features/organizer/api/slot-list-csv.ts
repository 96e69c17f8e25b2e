import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerSlotListCsvEndpoint } from '@bgmi/shared/day-and-money';

/** organizer/slot-list-csv: the CSV text, saved by the browser as a file. */
export async function downloadSlotList(eventId: string): Promise<string> {
  const answer = await callApi(organizerSlotListCsvEndpoint, { event_id: eventId });
  const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return answer.filename;
}

export function useDownloadSlotList() {
  return useMutation({ mutationFn: downloadSlotList });
}
