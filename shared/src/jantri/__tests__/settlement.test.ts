import { cuttingString, cutSheet } from '../cutting';
import { JODI_LABELS } from '../numbers';
import { parseBets } from '../parser';
import { settleSheet } from '../settlement';
import { addToSheet, emptySheet, sheetTotals } from '../sheet';
import { WORKED_RESULT_12_GROSS, WORKED_SHEET_TEXT } from './fixtures/worked-sheet';

const sheetOf = (text: string) =>
  addToSheet(
    parseBets(text).entries.map((e) => ({
      bet_type: e.bet_type,
      hruf_type: e.hruf_type,
      amounts: e.amounts,
    })),
  );

const WORKED = sheetOf(WORKED_SHEET_TEXT);
const TERMS = { passing_rate: 90, lc: 10, patti: 20 };

describe('settleSheet: the worked numbers of the issue', () => {
  it('result 12: jodi 60 x 90 + haruf 200 x 9 won; profit_loss -5432', () => {
    expect(settleSheet(WORKED, TERMS, '12')).toEqual({
      ...WORKED_RESULT_12_GROSS,
      lc_comm: 0,
      profit_loss: -543200,
    });
  });

  it('result 45: nothing won; lc 41 taken, profit_loss 295.20', () => {
    expect(settleSheet(WORKED, TERMS, '45')).toMatchObject({
      gross: 41000,
      lc_comm: 4100,
      profit_loss: 29520,
    });
  });

  it('reads 100 as 00 and Hindi digits; WIN settles nothing', () => {
    const sheet = sheetOf('00(10)');
    expect(settleSheet(sheet, TERMS, '100')).toMatchObject({ jodi_ps: 1000 });
    expect(settleSheet(WORKED, TERMS, '१२')).toMatchObject({ profit_loss: -543200 });
    expect(settleSheet(WORKED, TERMS, 'WIN')).toBeNull();
    expect(settleSheet(WORKED, TERMS, '101')).toBeNull();
  });
});

describe('cutting', () => {
  it("the issue's example: cutNum 100 over 12=600, 21=250, 34=180, 45=180, 07=90", () => {
    const sheet = sheetOf('12(600) 21(250) 34,45(180) 07(90)');
    const cut = cutSheet(sheet, 10000, null);
    expect(cut.cuttingJodi).toBe('12(500) 21(150) 34,45(80)');
    expect(cut.andar).toBe('');
  });

  it('haruf rows are cut per digit; no limit means no cutting', () => {
    const sheet = sheetOf('A 3(70) A 1(70) B 4(30)');
    expect(cutSheet(sheet, null, 5000)).toMatchObject({
      andar: '1,3(20)',
      bahar: '',
      cuttingJodi: '',
    });
  });

  it('groups equal excess ascending and larger excess first, with paise', () => {
    const excess = Array(100).fill(0);
    excess[45] = 8000;
    excess[3] = 8000;
    excess[99] = 8050;
    expect(cuttingString(excess, JODI_LABELS)).toBe('99(80.5) 03,45(80)');
  });

  it('an empty sheet has no totals', () => {
    expect(sheetTotals(emptySheet())).toEqual({ jodiPaise: 0, haroofPaise: 0, totalPaise: 0 });
  });
});
