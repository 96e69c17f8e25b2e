import { lineErrorMessage, parseBets } from '../parser';

/** The numbers and per-number amounts (rupees) of a paste, merged over its entries. */
function amounts(text: string): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const entry of parseBets(text).entries) {
    const prefix = entry.hruf_type ? `${entry.hruf_type[0]!.toUpperCase()}` : '';
    for (const [label, paise] of Object.entries(entry.amounts)) {
      merged[prefix + label] = (merged[prefix + label] ?? 0) + paise / 100;
    }
  }
  return merged;
}

describe('parseBets: the forms of DESIGN section 5', () => {
  it.each([
    ['01,02,11(20)', { '01': 20, '02': 20, '11': 20 }],
    ['01 02 11=20', { '01': 20, '02': 20, '11': 20 }],
    ['01,02*20', { '01': 20, '02': 20 }],
    ['01,02 x20', { '01': 20, '02': 20 }],
    ['01,02@20', { '01': 20, '02': 20 }],
    ['01,02 into 20', { '01': 20, '02': 20 }],
    ['12,45(20) palat', { '12': 20, '21': 20, '45': 20, '54': 20 }],
    ['11,45(20) palat', { '11': 20, '45': 20, '54': 20 }],
    [
      // `10-19(5)` reads the same (issue 27: ends with the same first digit are a range).
      'ladi 10 to 19 (5)',
      { '10': 5, '11': 5, '12': 5, '13': 5, '14': 5, '15': 5, '16': 5, '17': 5, '18': 5, '19': 5 },
    ],
    ['batta 12 34 (10)', { '13': 10, '14': 10, '23': 10, '24': 10 }],
    ['A 3(100)', { A3: 100 }],
    ['B 7(50)', { B7: 50 }],
    ['andar 3(100) bahar 7(50)', { A3: 100, B7: 50 }],
    ['booth 5=10', { A5: 10, B5: 10 }],
    ['१२,४५(२०)', { '12': 20, '45': 20 }],
    ['100(30)', { '00': 30 }],
    ['12,12(10) 12=5', { '12': 25 }],
    ['12(10.50)', { '12': 10.5 }],
  ])('%s', (text, expected) => {
    const result = parseBets(text);
    expect(result.errors).toEqual([]);
    expect(amounts(text)).toEqual(expected);
  });

  it('crossing: every ordered pair of the unique digits (9), with joda cut without doubles (6)', () => {
    const plain = parseBets('crossing 123(10)');
    expect(plain.entries[0]).toMatchObject({
      bet_type: 'crossing',
      bet_numbers: '11,12,13,21,22,23,31,32,33',
      totalPaise: 9000,
    });
    const cut = parseBets('crossing 1223 joda cut (10)');
    expect(cut.entries[0]).toMatchObject({ bet_numbers: '12,13,21,23,31,32', totalPaise: 6000 });
  });

  it('makes one record per group, haruf records carry their row', () => {
    const result = parseBets('12,21,34(50) A 1(100)\nB 2(100)');
    expect(result.entries.map((e) => [e.line, e.bet_type, e.bet_numbers, e.hruf_type])).toEqual([
      [1, 'jodi', '12,21,34', undefined],
      [1, 'hruf', '1', 'andar'],
      [2, 'hruf', '2', 'bahar'],
    ]);
    expect(result.totalPaise).toBe(35000);
  });

  it.each([
    ['12 13', 1, '12 13'],
    ['12(10)\nhello(20)', 2, 'hello'],
    // `567` and `101` are digit runs now (a crossing, a palindrome): other unreadable parts.
    ['12(10)\n\n45,5%7(10)', 3, '%'],
    ['12 pqr(10)', 1, 'pqr'],
    ['12(0)', 1, '(0)'],
    ['(20)', 1, '(20)'],
    // `20-10(5)` is a digit cross now; a backwards ladi is refused.
    ['ladi 20 to 10 (5)', 1, 'ladi 20 to 10'],
  ])('refuses %p at line %i naming %p', (text, line, part) => {
    const result = parseBets(text);
    expect(result.errors).toEqual([expect.objectContaining({ line, part })]);
    // The message names the line and the part, then (where known) why.
    expect(lineErrorMessage(result.errors[0]!)).toMatch(
      new RegExp(`^Line ${line}: cannot read "${part.replace(/[()]/g, '\\$&')}"`),
    );
  });

  it('a refused line contributes nothing, the others still read', () => {
    const result = parseBets('12(10)\nbad line\n13(10)');
    expect(result.errors.map((e) => e.line)).toEqual([2]);
    expect(result.entries).toHaveLength(2);
  });
});
