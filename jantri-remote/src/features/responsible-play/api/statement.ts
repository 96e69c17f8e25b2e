import { useMutation } from '@tanstack/react-query';
import { callApi, statementEndpoint } from '@bgmi/shared';

export function fetchStatement() {
  return callApi(statementEndpoint, {});
}

/** Fetched on demand (Download statement), not kept in the cache. */
export function useStatementDownload() {
  return useMutation({ mutationFn: fetchStatement });
}
