import { useMutation } from '@tanstack/react-query';
import { callApi, placeBetEndpoint, type PlaceBetBody } from '@bgmi/shared';

export function placeBet(body: PlaceBetBody) {
  return callApi(placeBetEndpoint, body);
}

export function usePlaceBet() {
  return useMutation({ mutationFn: placeBet });
}
