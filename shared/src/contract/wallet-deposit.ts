import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { NextCursor, StatusMessage, optionalText, pageFields, textField } from './common';
import { DEPOSIT_METHODS, PAYMENT_GATEWAY, WALLET_MESSAGES } from './wallet';
import { FILL, enteredAmount, userName } from './wallet-fields';

// Deposits: the deposit page's details (minimum, UPI id, QR), a deposit request, the history.

const filled = (max: number) =>
  textField('field', {}, FILL).trim().min(1, { error: FILL }).max(max, { error: FILL });

export const DepositDetailsBody = z.object({
  bgmiUserId: userName,
  payment_gateway: optionalText('payment_gateway', 40),
});
export const depositDetailsEndpoint = defineEndpoint({
  path: 'user/getDeposit_details',
  auth: true,
  body: DepositDetailsBody,
  response: StatusMessage.extend({
    data: z.object({ min_deposit: z.number(), QR_url: z.string(), upi_id: z.string().optional() }),
  }),
});

export const DepositBody = z.object({
  bgmiUserId: userName,
  amount: enteredAmount(1, 'amount must be at least 1'),
  transaction_id: filled(40).regex(/^[A-Za-z0-9-]{4,40}$/, { error: WALLET_MESSAGES.utrInvalid }),
  payment_gateway: textField('payment_gateway').max(40).default(PAYMENT_GATEWAY),
  method: z
    .enum(DEPOSIT_METHODS, { error: 'method must be Phonepe, GPay, Paytm or Other' })
    .default('Other'),
});
export type DepositBody = z.input<typeof DepositBody>;
export const depositEndpoint = defineEndpoint({
  path: 'user/deposit',
  auth: true,
  body: DepositBody,
  response: StatusMessage.extend({
    data: z.object({ _id: z.string(), transaction_id: z.string(), deposit_status: z.number() }),
  }),
});

export const DepositRecord = z.object({
  _id: z.string(),
  transaction_id: z.string(),
  deposit_amount: z.number(),
  remarks: z.string(),
  deposit_status: z.number(),
  method: z.string(),
  createdAt: z.string(),
});
export type DepositRecord = z.infer<typeof DepositRecord>;
export const depositHistoryEndpoint = defineEndpoint({
  path: 'user/get_DepositHistory',
  auth: true,
  body: z.object({ username: userName, ...pageFields(500, 100) }),
  response: StatusMessage.extend({ data: z.array(DepositRecord), ...NextCursor }),
});
