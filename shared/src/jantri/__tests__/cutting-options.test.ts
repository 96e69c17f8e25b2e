import fc from 'fast-check';
import { cutSheet } from '../cutting';
import {
  cutCells,
  cutGridSheet,
  cutOneLine,
  cutSheetText,
  cutSheetWithOptions,
  whatsAppShareUrl,
} from '../cutting-options';
import { parseBets } from '../parser';
import { addToSheet, type Sheet } from '../sheet';

const sheetOf = (text: string) => addToSheet(parseBets(text).entries);
const rupees = (cells: number[]) => cells.map((paise) => paise / 100);

describe('cutCells', () => {
  const cells = [0, 4000, 12300, 18700, 25000]; // 0, 40, 123, 187, 250 rupees

  it('without options is the excess over the limit (the spec cutting)', () => {
    expect(rupees(cutCells(cells, 10000, {}))).toEqual([0, 0, 23, 87, 150]);
  });

  it('rounds each excess down to 5 or 10 rupees', () => {
    expect(rupees(cutCells(cells, 10000, { roundTo: 5 }))).toEqual([0, 0, 20, 85, 150]);
    expect(rupees(cutCells(cells, 10000, { roundTo: 10 }))).toEqual([0, 0, 20, 80, 150]);
  });

  it('less %: a percentage of every cell, the limit unused (paise rounded down)', () => {
    expect(rupees(cutCells(cells, 10000, { lessPercent: 10 }))).toEqual([0, 4, 12.3, 18.7, 25]);
    expect(rupees(cutCells(cells, null, { lessPercent: 10, roundTo: 5 }))).toEqual([
      0, 0, 10, 15, 25,
    ]);
  });

  it('dabba: cut amounts at or below the floor are dropped', () => {
    expect(rupees(cutCells(cells, 10000, { dabbaPaise: 8700 }))).toEqual([0, 0, 0, 0, 150]);
    expect(rupees(cutCells(cells, 10000, { roundTo: 10, dabbaPaise: 2000 }))).toEqual([
      0, 0, 0, 80, 150,
    ]);
    expect(rupees(cutCells(cells, 10000, { dabbaPaise: 0 }))).toEqual([0, 0, 23, 87, 150]);
  });
});

describe('cutSheetWithOptions', () => {
  const sheet = sheetOf('12(600) 21(250) 34,45(187) 07(90)\nA 3(70) B 4(33)');

  it('without options equals the spec cutting', () => {
    const plain = cutSheet(sheet, 10000, 3000);
    expect(cutSheetWithOptions(sheet, { cutNumPaise: 10000, cutHrfPaise: 3000 })).toEqual(plain);
  });

  it('rounded to 10: strings and grid follow', () => {
    const cut = cutSheetWithOptions(sheet, { cutNumPaise: 10000, cutHrfPaise: 3000, roundTo: 10 });
    expect(cut.cuttingJodi).toBe('12(500) 21(150) 34,45(80)');
    expect(cut.andar).toBe('3(40)');
    expect(cut.bahar).toBe('');
  });
});

describe('text forms', () => {
  const cut: Sheet = cutGridSheet(
    cutSheetWithOptions(sheetOf('12(600) 21(250) 34,45(180) 07(90)\nA 3(70) B 4(40)'), {
      cutNumPaise: 10000,
      cutHrfPaise: 3000,
    }),
  );
  const BODY = ['12=500', '21=150', '34=80', '45=80', 'A 3=40', 'B 4=10'];

  it('one line: jodi groups, then haruf groups each with its row', () => {
    expect(cutOneLine(cut)).toBe('12(500) 21(150) 34,45(80) A 3(40) B 4(10)');
  });

  it('sheet: game line, NN=amount ascending, haruf lines, Total = N', () => {
    expect(cutSheetText(' Gali ', cut).split('\n')).toEqual(['Gali', ...BODY, 'Total = 860']);
  });

  it('WhatsApp link carries the text encoded', () => {
    expect(whatsAppShareUrl('Gali\n12=500')).toBe('https://wa.me/?text=Gali%0A12%3D500');
  });

  it('the one line and the sheet body parse back with parseBets to the same grid', () => {
    expect(sheetOf(cutOneLine(cut))).toEqual(cut);
    const body = cutSheetText('Gali', cut).split('\n').slice(1, -1).join('\n');
    expect(parseBets(body).errors).toEqual([]);
    expect(sheetOf(body)).toEqual(cut);
  });

  // The game-name header and the `Total = N` line are noise to the bet-text parser.
  it('the whole sheet (header and Total line included) parses back to the same grid', () => {
    const parsed = parseBets(cutSheetText('Gali', cut));
    expect(parsed.errors).toEqual([]);
    expect(addToSheet(parsed.entries)).toEqual(cut);
  });
});

describe('property: any cut grid', () => {
  const cells = (length: number) =>
    fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })), {
      minLength: length,
      maxLength: length,
    });
  const grid = fc.record({ jodi: cells(100), andar: cells(10), bahar: cells(10) });

  it('its one line and its sheet body parse back to the same grid', () => {
    fc.assert(
      fc.property(grid, (cut) => {
        const body = cutSheetText('Gali', cut).split('\n').slice(1, -1).join('\n');
        expect(sheetOf(body)).toEqual(cut);
        expect(sheetOf(cutOneLine(cut))).toEqual(cut);
      }),
      { numRuns: 200 },
    );
  });
});
