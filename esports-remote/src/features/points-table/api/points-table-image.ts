import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { pointsTableImageEndpoint } from '@bgmi/shared/day-and-money';
import { saveBase64File } from '../../../lib/save-file';

/** scrim-day/points-table-image: the 1080 x 1350 PNG (base64), saved as a file. */
export async function downloadPointsTableImage(eventId: string): Promise<string> {
  return saveBase64File(await callApi(pointsTableImageEndpoint, { event_id: eventId }));
}

export function useDownloadPointsTableImage() {
  return useMutation({ mutationFn: downloadPointsTableImage });
}
