import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { pointsTableImageEndpoint } from '@bgmi/shared/day-and-money';
import { fileLanguage } from '@bgmi/shared/i18n';
import { saveBase64File } from '../../../lib/save-file';

/** scrim-day/points-table-image: the 1080 x 1350 PNG (base64) in the reader's language, saved. */
export async function downloadPointsTableImage(eventId: string): Promise<string> {
  const body = { event_id: eventId, language: fileLanguage() };
  return saveBase64File(await callApi(pointsTableImageEndpoint, body));
}

export function useDownloadPointsTableImage() {
  return useMutation({ mutationFn: downloadPointsTableImage });
}
