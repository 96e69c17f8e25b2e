import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { statementEndpoint } from '@bgmi/shared/day-and-money';
import { fileLanguage } from '@bgmi/shared/i18n';

/** The statement, its CSV in the reader's language (issue 23). */
export function fetchStatement() {
  return callApi(statementEndpoint, { language: fileLanguage() });
}

/** Fetched on demand (Download statement), not kept in the cache. */
export function useStatementDownload() {
  return useMutation({ mutationFn: fetchStatement });
}
