import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { EmptyBody, StatusMessage, optionalText, textField, toNumberInput } from './common';
import { enteredAmount, userName } from './wallet-fields';

// Recharge plans and a recharge (a plan bought with a deposit).

export const Plan = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.string(),
  validity_days: z.number(),
  features: z.array(z.string()),
  button: z.string(),
  icon: z.string(),
  highlightLevel: z.number(),
});
export type Plan = z.infer<typeof Plan>;
export const getRechargeEndpoint = defineEndpoint({
  path: 'get-recharge',
  auth: false,
  body: EmptyBody,
  response: StatusMessage.extend({ success: z.boolean(), data: z.array(Plan) }),
});

/** The recharge data of the spec, plus the deposit it is paid by (else the latest pending one). */
export const RechargeBody = z.object({
  bgmiUserId: userName,
  username: userName,
  user_id: optionalText('user_id', 80),
  plan_amount: enteredAmount(1, 'plan_amount must be at least 1'),
  validity_days: z.preprocess(
    toNumberInput,
    z.number({ error: 'validity_days must be a number' }).int().min(1).max(3650),
  ),
  plan_name: textField('plan_name', {}, 'plan_name is required')
    .trim()
    .min(1, { error: 'plan_name is required' })
    .max(80),
  transaction_id: optionalText('transaction_id', 40),
});
export type RechargeData = z.input<typeof RechargeBody>;
export const rechargeEndpoint = defineEndpoint({
  path: 'recharge',
  auth: true,
  body: RechargeBody,
  response: StatusMessage.extend({
    data: z.object({ _id: z.string(), status: z.number(), expiresAt: z.string().nullable() }),
  }),
});
