import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { NextCursor, StatusMessage, optionalText, pageFields, textField } from './common';
import { MIN_WITHDRAW, WALLET_MESSAGES, WITHDRAW_METHODS } from './wallet';
import { FILL, enteredAmount, userName } from './wallet-fields';

// Withdrawals: a request to UPI, PhonePe or a bank account, and the history.

export const WithdrawDetails = z.object({
  method: z.enum(WITHDRAW_METHODS).optional(),
  upi: optionalText('upi', 80),
  phonepe: optionalText('phonepe', 80),
  account_number: optionalText('account_number', 30),
  confirm_account_number: optionalText('confirm_account_number', 30),
  ifsc_code: optionalText('ifsc_code', 20),
  account_holder_name: optionalText('account_holder_name', 80),
});
export type WithdrawDetails = z.infer<typeof WithdrawDetails>;

export const WithdrawBody = z
  .object({
    username: userName,
    amount: enteredAmount(MIN_WITHDRAW, WALLET_MESSAGES.withdrawMin),
    payment_gateway: z.enum(WITHDRAW_METHODS, {
      error: 'payment_gateway must be phonepe, upi or bank',
    }),
    withdraw_details: WithdrawDetails.default({}),
    /** The client's id for this request: a repeated request is stored (and debited) once. */
    request_id: textField('request_id').trim().min(8).max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const details = body.withdraw_details;
    const need = (key: keyof WithdrawDetails, message: string = FILL) => {
      if (!details[key]) ctx.addIssue({ code: 'custom', message, path: ['withdraw_details', key] });
    };
    if (body.payment_gateway !== 'bank') return need(body.payment_gateway);
    need('account_number');
    need('account_holder_name');
    need('ifsc_code');
    if (details.account_number && !/^\d{6,20}$/.test(details.account_number)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Account number must be 6-20 digits',
        path: ['withdraw_details', 'account_number'],
      });
    }
    if (
      details.confirm_account_number !== undefined &&
      details.confirm_account_number !== details.account_number
    ) {
      ctx.addIssue({
        code: 'custom',
        message: WALLET_MESSAGES.accountsDiffer,
        path: ['withdraw_details', 'confirm_account_number'],
      });
    }
    if (details.ifsc_code && !/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/.test(details.ifsc_code)) {
      ctx.addIssue({
        code: 'custom',
        message: WALLET_MESSAGES.ifscInvalid,
        path: ['withdraw_details', 'ifsc_code'],
      });
    }
  });
export type WithdrawBody = z.input<typeof WithdrawBody>;
export const withdrawEndpoint = defineEndpoint({
  path: 'user/withdraw',
  auth: true,
  body: WithdrawBody,
  response: StatusMessage.extend({
    updated_wallet: z.number(),
    data: z.object({ transaction_id: z.string() }),
  }),
});

export const WithdrawRecord = z.object({
  _id: z.string(),
  transaction_id: z.string(),
  withdraw_amount: z.number(),
  remarks: z.string(),
  withdraw_status: z.number(),
  withdraw_details: WithdrawDetails.extend({ method: z.string() }),
  createdAt: z.string(),
});
export type WithdrawRecord = z.infer<typeof WithdrawRecord>;
export const withdrawHistoryEndpoint = defineEndpoint({
  path: 'user/get_WithdrawHistory',
  auth: true,
  body: z.object({ username: userName, ...pageFields(500, 100) }),
  response: StatusMessage.extend({ data: z.array(WithdrawRecord), ...NextCursor }),
});
