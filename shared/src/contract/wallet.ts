// The wallet's words and constants. Its calls: wallet-deposit.ts, wallet-withdraw.ts,
// wallet-recharge-plans.ts and wallet-help-support.ts (field helpers in wallet-fields.ts).

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
