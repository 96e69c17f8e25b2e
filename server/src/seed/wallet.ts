import type { Tx } from '../db/database';
import { insertDemoPlans } from '../repositories/admin/demo-seed-repository';
import type { DemoUsers } from './demo-users';
import { applyWalletChange } from '../services/wallet-ledger';

/** The plans on sale at first start (the admin CLI manages them later). */
export const DEMO_PLANS = [
  {
    name: 'Starter Pass',
    pricePaise: 19_900,
    duration: '7 Days',
    validityDays: 7,
    features: ['Jantri ledger for 5 clients', 'Cutting and hisab kitab', 'Email support'],
    button: 'Buy Starter',
    icon: 'rocket',
    highlightLevel: 0,
  },
  {
    name: 'Pro Pass',
    pricePaise: 49_900,
    duration: '30 Days',
    validityDays: 30,
    features: ['Unlimited clients and games', 'Laser book and lain dain', 'Priority support'],
    button: 'Buy Pro',
    icon: 'crown',
    highlightLevel: 2,
  },
  {
    name: 'Elite Pass',
    pricePaise: 99_900,
    duration: '90 Days',
    validityDays: 90,
    features: ['Everything in Pro', 'Scrim entries at a discount', 'Dedicated account manager'],
    button: 'Buy Elite',
    icon: 'diamond',
    highlightLevel: 1,
  },
];

/** Plans, and a demo wallet for the operator so the game page can be tried at once. */
export async function seedWallet(tx: Tx, users: DemoUsers): Promise<void> {
  await insertDemoPlans(tx, DEMO_PLANS);
  await applyWalletChange(tx, {
    userId: users.operator.id,
    kind: 'adjustment',
    amountPaise: 500_000,
    note: 'demo balance',
    idempotencyKey: `demo:${users.operator.id}`,
  });
}
