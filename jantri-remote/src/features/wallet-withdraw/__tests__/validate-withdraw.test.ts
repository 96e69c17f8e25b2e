import { EMPTY_WITHDRAW_FORM, isWithdrawFormFilled } from '../validate-withdraw';

describe('isWithdrawFormFilled', () => {
  it('needs the method value and the amount for phonepe and upi', () => {
    expect(isWithdrawFormFilled({ ...EMPTY_WITHDRAW_FORM, method: 'upi', amount: '150' })).toBe(
      false,
    );
    expect(isWithdrawFormFilled({ ...EMPTY_WITHDRAW_FORM, method: 'upi', upi: 'a@b' })).toBe(false);
    expect(
      isWithdrawFormFilled({ ...EMPTY_WITHDRAW_FORM, method: 'upi', upi: 'a@b', amount: '150' }),
    ).toBe(true);
    expect(
      isWithdrawFormFilled({
        ...EMPTY_WITHDRAW_FORM,
        method: 'phonepe',
        upi: 'a@b',
        amount: '150',
      }),
    ).toBe(false);
  });
  it('needs equal account numbers, holder and IFSC for bank', () => {
    const bank = {
      ...EMPTY_WITHDRAW_FORM,
      method: 'bank' as const,
      amount: '150',
      account_number: '12345678',
      confirm_account_number: '12345678',
      account_holder_name: 'Riya',
      ifsc_code: 'SBIN0001234',
    };
    expect(isWithdrawFormFilled(bank)).toBe(true);
    expect(isWithdrawFormFilled({ ...bank, confirm_account_number: '12345670' })).toBe(false);
    expect(isWithdrawFormFilled({ ...bank, ifsc_code: ' ' })).toBe(false);
    expect(isWithdrawFormFilled({ ...bank, account_holder_name: '' })).toBe(false);
  });
});
