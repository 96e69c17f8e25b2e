import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The first part of every admin list's query key (users, deposits, withdrawals, tickets, audit). */
export const ADMIN_KEY = 'admin';

/**
 * An admin action's mutation: every admin list (and the audit log, which records the action) is
 * read again afterwards, whether the action succeeded or not.
 */
export function useAdminAction<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
