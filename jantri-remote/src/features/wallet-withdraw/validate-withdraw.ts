import type { WithdrawMethod } from '@bgmi/shared/jantri-contract';

export interface WithdrawForm {
  method: WithdrawMethod;
  amount: string;
  upi: string;
  phonepe: string;
  account_number: string;
  confirm_account_number: string;
  account_holder_name: string;
  ifsc_code: string;
}

export const EMPTY_WITHDRAW_FORM: WithdrawForm = {
  method: 'phonepe',
  amount: '',
  upi: '',
  phonepe: '',
  account_number: '',
  confirm_account_number: '',
  account_holder_name: '',
  ifsc_code: '',
};

/**
 * Spec section 5: non-bank methods need their value and the amount; bank needs account number,
 * an equal confirmation, holder name, IFSC and amount. Any gap is 'Fill the value first'.
 * The minimum 100 is a label here; the server refuses below it.
 */
export function isWithdrawFormFilled(form: WithdrawForm): boolean {
  const filled = (value: string) => value.trim().length > 0;
  if (!filled(form.amount)) return false;
  if (form.method !== 'bank') return filled(form[form.method]);
  return (
    filled(form.account_number) &&
    form.account_number.trim() === form.confirm_account_number.trim() &&
    filled(form.account_holder_name) &&
    filled(form.ifsc_code)
  );
}
