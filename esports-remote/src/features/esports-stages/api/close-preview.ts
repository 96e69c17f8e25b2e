import { useMutation } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageClosePreviewEndpoint } from '@bgmi/shared/day-and-money';

/** organizer/stage-close-preview: who would go on (changes nothing). */
export function closePreview(body: EndpointBody<typeof stageClosePreviewEndpoint>) {
  return callApi(stageClosePreviewEndpoint, body);
}

export function useClosePreview() {
  return useMutation({ mutationFn: closePreview });
}
