import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import {
  EmptyBody,
  NextCursor,
  StatusMessage,
  optionalText,
  pageFields,
  textField,
  toNumberInput,
} from './common';

/** Messages of the wallet screens, word for word from jantri spec sections 5 and 8. */
export const WALLET_MESSAGES = {
  fillValue: 'Fill the value first',
  depositSuccess: 'Deposit Request Sent Successfully',
  withdrawSuccess: 'Withdraw Request Sent Successfully',
  supportSuccess: 'Request Submit Successfully',
  depositDataFailed: 'Failed to fetch deposit data',
  depositFailed: 'Failed to process deposit',
  plansFailed: 'Failed to fetch plans',
  plansError: 'Server error while fetching plans',
  somethingWrong: 'Something went wrong',
  noData: 'No data found',
  noRecords: 'No records found.',
  // Our own wording where the spec has none (DESIGN section 3: name the field).
  utrTaken: 'This Transaction id/UTR is already used',
  utrInvalid: 'Transaction id/UTR must be 4-40 letters or digits',
  withdrawMin: 'Minimum withdraw amount is 100',
  accountsDiffer: 'Account numbers do not match',
  ifscInvalid: 'Enter a valid IFSC code',
  subjectMissing: 'Please enter a subject',
  messageMissing: 'Please enter a message',
  planUnknown: 'This plan is not available',
} as const;

/** Business constants (spec section 9). */
export const DEPOSIT_METHODS = ['Phonepe', 'GPay', 'Paytm', 'Other'] as const;
export const PAYMENT_GATEWAY = 'upi-QR';
export const WITHDRAW_METHODS = ['phonepe', 'upi', 'bank'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];
export const MIN_WITHDRAW = 100;

const FILL = WALLET_MESSAGES.fillValue;
const userName = optionalText('username', 80);

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

const filled = (max: number) =>
  textField('field', {}, FILL).trim().min(1, { error: FILL }).max(max, { error: FILL });

// ---- deposits ----

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

// ---- withdrawals ----

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

// ---- plans and recharges ----

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

// ---- support ----

export const SupportBody = z.object({
  username: userName,
  subject: textField('subject', {}, WALLET_MESSAGES.subjectMissing)
    .trim()
    .min(1, { error: WALLET_MESSAGES.subjectMissing })
    .max(150, { error: 'subject must be at most 150 characters' }),
  message: textField('message', { multiline: true }, WALLET_MESSAGES.messageMissing)
    .trim()
    .min(1, { error: WALLET_MESSAGES.messageMissing })
    .max(2000, { error: 'message must be at most 2000 characters' }),
  img: textField('img').max(500, { error: 'img must be at most 500 characters' }).optional(),
});
export type SupportBody = z.input<typeof SupportBody>;
export const supportEndpoint = defineEndpoint({
  path: 'user/support',
  auth: true,
  body: SupportBody,
  response: StatusMessage.extend({ data: z.object({ _id: z.string() }) }),
});

export const SupportTicket = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.number(),
  img: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;
export const complainListEndpoint = defineEndpoint({
  path: 'user/get_complainList',
  auth: true,
  body: z.object({ username: userName }),
  response: StatusMessage.extend({ data: z.array(SupportTicket) }),
});
