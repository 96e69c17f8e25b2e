import type { Database } from '../../src/db/database';
import { MONEY_MODES } from '../../src/config';
import {
  checkMoneyCall,
  moneyCallNeedsOnlyUserChecks,
  moneyCallPassesWithoutDatabase,
  type MoneyAction,
} from '../../src/services/money-gate';

const ACTIONS: MoneyAction[] = ['view', 'deposit', 'withdraw', 'bet', 'demo'];

/** A database any use of which fails the test: the call must be settled without it. */
const noDatabase = new Proxy({} as Database, {
  get: () => {
    throw new Error('the money check used the database');
  },
});

/**
 * lib/one-trip-endpoint.ts runs a call's work before its money check when this says the check
 * needs no database and passes: it must never say so for a call the check refuses or reads for.
 */
describe('moneyCallPassesWithoutDatabase', () => {
  const cases = MONEY_MODES.flatMap((mode) => ACTIONS.map((action) => [mode, action] as const));
  it.each(cases)('agrees with checkMoneyCall in mode %s for %s', async (moneyMode, action) => {
    const policy = { moneyMode, now: () => new Date() };
    if (moneyCallPassesWithoutDatabase(policy, action))
      await expect(checkMoneyCall(noDatabase, policy, 'user', action)).resolves.toBeUndefined();
    else await expect(checkMoneyCall(noDatabase, policy, 'user', action)).rejects.toThrow();
  });

  it('lets demo bets through without the database, and real bets never', () => {
    expect(
      moneyCallPassesWithoutDatabase({ moneyMode: 'demo', now: () => new Date() }, 'bet'),
    ).toBe(true);
    expect(
      moneyCallPassesWithoutDatabase({ moneyMode: 'real', now: () => new Date() }, 'bet'),
    ).toBe(false);
  });
});

/**
 * lib/one-trip-endpoint.ts skips checkMoneyCall when the work runs the real mode's user checks
 * itself and this says they are all the check could still refuse: then no mode rule refuses, and
 * the check goes on to read the user (here: the database that fails the test).
 */
describe('moneyCallNeedsOnlyUserChecks', () => {
  const cases = MONEY_MODES.flatMap((mode) => ACTIONS.map((action) => [mode, action] as const));
  it.each(cases)('agrees with checkMoneyCall in mode %s for %s', async (moneyMode, action) => {
    const policy = { moneyMode, now: () => new Date() };
    if (moneyCallNeedsOnlyUserChecks(policy, action))
      await expect(checkMoneyCall(noDatabase, policy, 'user', action)).rejects.toThrow(
        'the money check used the database',
      );
  });

  it('holds for real bets, not demo ones', () => {
    const now = () => new Date();
    expect(moneyCallNeedsOnlyUserChecks({ moneyMode: 'real', now }, 'bet')).toBe(true);
    expect(moneyCallNeedsOnlyUserChecks({ moneyMode: 'demo', now }, 'bet')).toBe(false);
  });
});
