import type { FastifyInstance } from 'fastify';
import type {
  adminDecideDepositEndpoint,
  adminDecideWithdrawalEndpoint,
} from '@bgmi/shared/server';
import type { EndpointContext } from './endpoint-route';
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
 * The handler of an admin's approve-or-reject call on a pending deposit or withdrawal: the caller
 * as the audit names him, remarks '' when absent; `decide` acts and words the answer. Each route
 * file mounts its own call with it (admins only), so a route file still names the call it serves.
 */
export function adminDecisionHandler(
  app: FastifyInstance,
  decide: (ctx: AdminActionContext, decision: AdminDecision) => Promise<string>,
) {
  return async ({ body, user }: EndpointContext<DecisionEndpoint>) => {
    const { id, approve, remarks } = body;
    const message = await decide(adminContext(app, user), { id, approve, remarks: remarks ?? '' });
    return { status: true, message };
  };
}
