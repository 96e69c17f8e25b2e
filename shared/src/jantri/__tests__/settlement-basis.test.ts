import { parseBets } from '../parser';
import { settleSheet } from '../settlement';
import { addToSheet } from '../sheet';
import { WORKED_RESULT_12_GROSS, WORKED_SHEET_TEXT } from './fixtures/worked-sheet';

// The two commission bases of DESIGN section 5 on the worked sheet (rate 90, lc 10%,
// patti 20%): total_kaam 410; result 12 wins 60 x 90 + 200 x 9 = 7200; result 45 wins nothing.
const WORKED = addToSheet(parseBets(WORKED_SHEET_TEXT).entries);
const terms = (commission_basis?: 'loss' | 'total') => ({
  passing_rate: 90,
  lc: 10,
  patti: 20,
  commission_basis,
});

describe('settleSheet by commission basis', () => {
  it('loss (and absent, the default): no commission when the client won', () => {
    for (const basis of ['loss', undefined] as const) {
      expect(settleSheet(WORKED, terms(basis), '12')).toMatchObject({
        gross: -679000,
        lc_comm: 0,
        profit_loss: -543200,
      });
    }
  });

  it('total: 10% of the 410 played even when the client won: (-6790 - 41) x 0.8 = -5464.80', () => {
    expect(settleSheet(WORKED, terms('total'), '12')).toEqual({
      ...WORKED_RESULT_12_GROSS,
      lc_comm: 4100,
      profit_loss: -546480,
    });
  });

  it('when the client lost everything both bases take the same 41: profit_loss 295.20', () => {
    expect(settleSheet(WORKED, terms('loss'), '45')).toMatchObject({
      lc_comm: 4100,
      profit_loss: 29520,
    });
    expect(settleSheet(WORKED, terms('total'), '45')).toMatchObject({
      lc_comm: 4100,
      profit_loss: 29520,
    });
  });

  it('total basis on a partial loss: 1000 played, 300 won back, lc 5% of 1000 = 50', () => {
    // 10 jodis at 100 each (1000); result 00 pays 100 x 3 = 300 at rate 3 (a made-up rate).
    const sheet = addToSheet(parseBets('00,01,02,03,04,05,06,07,08,09(100)').entries);
    const loss = settleSheet(sheet, { passing_rate: 3, lc: 5, patti: 0 }, '00');
    const total = settleSheet(
      sheet,
      { passing_rate: 3, lc: 5, patti: 0, commission_basis: 'total' },
      '00',
    );
    expect(loss).toMatchObject({ gross: 70000, lc_comm: 3500, profit_loss: 66500 });
    expect(total).toMatchObject({ gross: 70000, lc_comm: 5000, profit_loss: 65000 });
  });
});
