import type { FastifyInstance } from 'fastify';
import type {
  adminDecideDepositEndpoint,
  adminDecideWithdrawalEndpoint,
} from '@bgmi/shared/server';
import { postEndpoint } from './endpoint-route';
import type { AdminActionContext } from '../services/admin-actions';
import { adminContext } from '../services/admin-context';

type DecisionEndpoint = typeof adminDecideDepositEndpoint | typeof adminDecideWithdrawalEndpoint;

/** What the admin decided on one pending deposit or withdrawal (the contract's `decision`). */
interface AdminDecision {
  id: string;
  approve: boolean;
  remarks: string;
}

/**
 * Mounts an admin's approve-or-reject call on a pending deposit or withdrawal: admins only, the
 * caller as the audit names him, remarks '' when absent; `decide` acts and words the answer.
 */
export function adminDecisionRoute(
  app: FastifyInstance,
  endpoint: DecisionEndpoint,
  decide: (ctx: AdminActionContext, decision: AdminDecision) => Promise<string>,
): void {
  postEndpoint(
    app,
    endpoint,
    async ({ body, user }) => {
      const { id, approve, remarks } = body;
      const message = await decide(adminContext(app, user), {
        id,
        approve,
        remarks: remarks ?? '',
      });
      return { status: true, message };
    },
    { adminOnly: true },
  );
}
