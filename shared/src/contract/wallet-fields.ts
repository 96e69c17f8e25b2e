import { z } from 'zod';
import { optionalText } from './common';
import { WALLET_MESSAGES } from './wallet';

/** Field helpers of the wallet contract. */

export const FILL = WALLET_MESSAGES.fillValue;
export const userName = optionalText('username', 80);

/** A rupee amount the user typed: missing or empty is 'Fill the value first'. */
export function enteredAmount(min: number, minMessage: string, max = 10_000_000) {
  return z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? Number(value.trim())
          : value,
    z
      .number({ error: FILL })
      .refine(Number.isFinite, { error: FILL })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
        error: 'amount can have at most 2 decimals',
      })
      .refine((n) => n >= min, { error: minMessage })
      .refine((n) => n <= max, { error: `amount must be at most ${max}` }),
  );
}
