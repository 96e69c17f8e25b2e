import { rupeesToPaise } from '@bgmi/shared/server';
import { WALLET_MESSAGES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-error';
import {
  findOwnDepositByUtr,
  findOwnPendingDeposit,
} from '../repositories/wallet/deposit-repository';
import {
  decideRecharge,
  findActivePlanByName,
  insertRecharge,
  type RechargeRow,
} from '../repositories/wallet/plan-repository';
import { applyWalletChange } from './wallet-ledger';

export interface RechargeRequest {
  plan_name: string;
  plan_amount: number;
  transaction_id?: string | undefined;
}

/**
 * Links a plan to the deposit that pays for it (by UTR, else the caller's latest pending deposit
 * of the plan's price). It activates when that deposit is approved; if it already was, now.
 */
export async function requestRecharge(
  database: Database,
  userId: string,
  body: RechargeRequest,
): Promise<RechargeRow> {
  try {
    return await database.transaction(async (tx) => {
      const plan = await findActivePlanByName(tx, body.plan_name);
      if (!plan) throw badRequest(WALLET_MESSAGES.planUnknown, 'plan_name');
      if (rupeesToPaise(body.plan_amount) !== plan.pricePaise) {
        throw badRequest('plan_amount does not match the plan price', 'plan_amount');
      }
      const deposit = body.transaction_id
        ? await findOwnDepositByUtr(tx, userId, body.transaction_id)
        : await findOwnPendingDeposit(tx, userId, plan.pricePaise);
      if (!deposit) throw notFound('No deposit found for this plan', 'transaction_id');
      if (deposit.status === 2) throw badRequest('This deposit was rejected', 'transaction_id');
      if (deposit.amountPaise < plan.pricePaise) {
        throw badRequest('The deposit is less than the plan price', 'transaction_id');
      }
      const recharge = await insertRecharge(tx, {
        userId,
        depositId: deposit.id,
        planId: plan.id,
        planName: plan.name,
        planAmountPaise: plan.pricePaise,
        validityDays: plan.validityDays,
      });
      if (deposit.status !== 1) return recharge;
      const active = await decideRecharge(tx, recharge.id, 1);
      await applyWalletChange(tx, {
        userId,
        kind: 'plan',
        amountPaise: -plan.pricePaise,
        reference: plan.name,
        idempotencyKey: `plan:${recharge.id}`,
      });
      return active ?? recharge;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('A plan is already linked to this deposit', 'transaction_id');
    throw error;
  }
}
