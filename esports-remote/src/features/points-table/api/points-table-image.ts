import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { pointsTableImageEndpoint } from '@bgmi/shared/day-and-money';

/** scrim-day/points-table-image: the 1080 x 1350 PNG (base64), saved as a file. */
export async function downloadPointsTableImage(eventId: string): Promise<string> {
  const answer = await callApi(pointsTableImageEndpoint, { event_id: eventId });
  const bytes = Uint8Array.from(atob(answer.data_base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: answer.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return answer.filename;
}

export function useDownloadPointsTableImage() {
  return useMutation({ mutationFn: downloadPointsTableImage });
}
