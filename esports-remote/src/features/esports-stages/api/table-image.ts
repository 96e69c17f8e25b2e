import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageTableImageEndpoint } from '@bgmi/shared/day-and-money';
import { fileLanguage } from '@bgmi/shared/i18n';
import { saveBase64File } from '../../../lib/save-file';

/** stages/table-image: the table as the 1080 x 1350 PNG (base64) in the reader's language. */
export async function downloadStageTableImage(body: { stage_id: string; group_id?: string }) {
  return saveBase64File(
    await callApi(stageTableImageEndpoint, { ...body, language: fileLanguage() }),
  );
}

export function useDownloadStageTableImage() {
  return useMutation({ mutationFn: downloadStageTableImage });
}
