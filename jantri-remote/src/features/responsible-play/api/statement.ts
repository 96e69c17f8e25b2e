import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { statementEndpoint } from '@bgmi/shared/day-and-money';

export function fetchStatement() {
  return callApi(statementEndpoint, {});
}

/** Fetched on demand (Download statement), not kept in the cache. */
export function useStatementDownload() {
  return useMutation({ mutationFn: fetchStatement });
}
