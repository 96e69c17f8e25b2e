import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { stageTableImageEndpoint } from '@bgmi/shared/day-and-money';

/** stages/table-image: the table as the 1080 x 1350 PNG (base64), saved as a file. */
export async function downloadStageTableImage(body: { stage_id: string; group_id?: string }) {
  const answer = await callApi(stageTableImageEndpoint, body);
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

export function useDownloadStageTableImage() {
  return useMutation({ mutationFn: downloadStageTableImage });
}
