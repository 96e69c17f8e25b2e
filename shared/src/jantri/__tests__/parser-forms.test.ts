import { parseBets, type ParseOptions } from '../parser';

/** Per-number rupees of a paste, haruf cells as A3 / B7 (the grid an operator would see). */
function grid(text: string, options?: ParseOptions): Record<string, number> {
  const result = parseBets(text, options);
  expect(result.errors).toEqual([]);
  const merged: Record<string, number> = {};
  for (const entry of result.entries) {
    const prefix = entry.hruf_type === 'andar' ? 'A' : entry.hruf_type === 'bahar' ? 'B' : '';
    for (const [label, paise] of Object.entries(entry.amounts)) {
      merged[prefix + label] = (merged[prefix + label] ?? 0) + paise / 100;
    }
  }
  return merged;
}

const each = (labels: string[], rupees: number) =>
  Object.fromEntries(labels.map((label) => [label, rupees]));

describe('amount markers: all mean "this amount on each number before it"', () => {
  it.each([
    '27 72 (15)',
    '27 72=15',
    '27 72====15',
    '27 72*15',
    '27 72x15',
    '27 72 x 15',
    '27 72 ×15',
    '27 72@15',
    '27 72 into 15',
    '27 72 intu 15',
    '27 72 in to 15',
    '27 72 15 rs',
    '27 72 rs 15',
    '27 72 Rs.15',
    '27,72,,15',
    '27.72..15',
    '27 72 ** 15',
    '27 72 ==== 15 into',
    '27_72_15 into',
    '27 72 (15 rs)',
  ])('%s', (text) => {
    expect(grid(text)).toEqual(each(['27', '72'], 15));
  });

  it('a dash after a single number with no other amount: 67-40 is 67 at 40', () => {
    expect(grid('67-40')).toEqual({ '67': 40 });
  });

  it('no marker: a trailing number of 3+ digits after 2-digit numbers is the amount', () => {
    expect(grid('14 58 250')).toEqual(each(['14', '58'], 250));
  });

  it('with a marker, 100 is the jodi 00', () => {
    expect(grid('100 45 (30)')).toEqual(each(['00', '45'], 30));
  });

  it('amounts have up to two decimals', () => {
    expect(grid('18(12.5) 19=7.25')).toEqual({ '18': 12.5, '19': 7.25 });
  });
});

describe('numbers and separators', () => {
  it.each([
    ['08, 19. 20 + 31 / 42 _ 53 " 64 \' 75 | 86 * 97 (5)', 5],
    ['8 19 (5)', 5],
  ])('%s', (text, rupees) => {
    const read = grid(text);
    expect(Object.values(read).every((r) => r === rupees)).toBe(true);
  });

  it('# and ; end a group', () => {
    expect(grid('14=20#58=40;63=5')).toEqual({ '14': 20, '58': 40, '63': 5 });
  });

  it('* between numbers is a separator when the group ends in *N', () => {
    expect(grid('36*63*47*74*20')).toEqual(each(['36', '63', '47', '74'], 20));
    expect(grid('12*20 34*30')).toEqual({ '12': 20, '34': 30 });
  });

  it('a single digit is 0N, 100 is 00', () => {
    expect(grid('5 100 = 10')).toEqual({ '05': 10, '00': 10 });
  });
});

describe('digit runs with no keyword', () => {
  it('an even run of 4 or more digits is a list of jodis', () => {
    expect(grid('4785 (10)')).toEqual(each(['47', '85'], 10));
    expect(grid('123456=5')).toEqual(each(['12', '34', '56'], 5));
  });
  it('a 3-digit palindrome aba is ab and ba', () => {
    expect(grid('676 (10)')).toEqual(each(['67', '76'], 10));
  });
  it('a triple aaa is haruf a on both rows', () => {
    expect(grid('444 (10)')).toEqual({ A4: 10, B4: 10 });
  });
  it('any other run of 3 or more digits is a crossing with doubles', () => {
    const read = grid('479 into 10');
    expect(Object.keys(read).sort()).toEqual(
      ['44', '47', '49', '74', '77', '79', '94', '97', '99'].sort(),
    );
  });
});

describe('crossing', () => {
  const nine = ['11', '12', '13', '21', '22', '23', '31', '32', '33'];
  const six = ['12', '13', '21', '23', '31', '32'];
  it.each(['crossing 123 (10)', 'cross 123=10', 'cr 123 x10', '123 crx @10', 'CR 1223 (10)'])(
    '%s: the unique digits with doubles',
    (text) => expect(grid(text)).toEqual(each(nine, 10)),
  );
  it.each([
    'crossing 123 joda cut (10)',
    'cr 123 jodacut (10)',
    'cr 123 jc (10)',
    'cr 123 cut joda (10)',
    'cr 123 jodi cut (10)',
    'cr 123 no joda (10)',
    'cr 123 without joda (10)',
    'cr 123 bina joda (10)',
  ])('%s: without doubles', (text) => expect(grid(text)).toEqual(each(six, 10)));

  it('by count: n x (n-1) without doubles, n x n with doubles', () => {
    expect(grid('123=6=10')).toEqual(each(six, 10));
    expect(grid('123=9=10')).toEqual(each(nine, 10));
    expect(grid('123(6 gar 10)')).toEqual(each(six, 10));
    expect(grid('123(9 ghar 10)')).toEqual(each(nine, 10));
  });

  it('palat on a crossing adds nothing: each pair once', () => {
    expect(grid('crossing 478 palat (10)')).toEqual(grid('crossing 478 (10)'));
    expect(parseBets('crossing 478 palat (10)').totalPaise).toBe(9000);
  });
});

describe('palat, digit cross, batta, ladi, all joda', () => {
  it.each([
    '12,45(20) palat',
    '12,45 palat (20)',
    '12,45 palta=20',
    '12,45 plt (20)',
    '12,45 पलट (20)',
  ])('%s adds each reverse', (text) =>
    expect(grid(text)).toEqual(each(['12', '21', '45', '54'], 20)),
  );
  it('a palat line reverses the line before', () => {
    expect(grid('12,45(20)\npalat')).toEqual(each(['12', '21', '45', '54'], 20));
  });
  it('a palat line after a crossing adds nothing', () => {
    const result = parseBets('crossing 47 (10)\npalat');
    expect(result.totalPaise).toBe(4000);
    expect(result.lines[1]).toMatchObject({ rule: 'palat line', totalPaise: 0 });
  });
  it('digit cross: every digit of one group with every digit of the other, both ways', () => {
    expect(grid('36-79=10')).toEqual(each(['37', '39', '67', '69', '73', '76', '93', '96'], 10));
  });
  it('batta: first digit from A, second from B', () => {
    expect(grid('batta 12 34 (10)')).toEqual(each(['13', '14', '23', '24'], 10));
  });
  it.each(['ladi 10 to 14 (5)', '10 to 14 (5)', '10 se 14 (5)', 'ladi 10-14 (5)'])('%s', (text) =>
    expect(grid(text)).toEqual(each(['10', '11', '12', '13', '14'], 5)),
  );
  it('all joda is 00, 11, ..., 99', () => {
    expect(grid('all joda (5)')).toEqual(
      each(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'], 5),
    );
  });
});

describe('haruf', () => {
  it.each([
    ['A 3(100)', { A3: 100 }],
    ['3 A = 100', { A3: 100 }],
    ['andar 3 (100)', { A3: 100 }],
    ['ander 3 (100)', { A3: 100 }],
    ['अंदर 3 (100)', { A3: 100 }],
    ['A.H 3 = 100', { A3: 100 }],
    ['B 7(50)', { B7: 50 }],
    ['7 bahar (50)', { B7: 50 }],
    ['bhar 7 (50)', { B7: 50 }],
    ['बाहर 7 (50)', { B7: 50 }],
    ['B.H 7 (50)', { B7: 50 }],
    ['ab 5=10', { A5: 10, B5: 10 }],
    ['AB 5=10', { A5: 10, B5: 10 }],
    ['a/b 5=10', { A5: 10, B5: 10 }],
    ['A+B 5=10', { A5: 10, B5: 10 }],
    ['both 5=10', { A5: 10, B5: 10 }],
    ['booth 5=10', { A5: 10, B5: 10 }],
    ['A 123 (50)', { A1: 50, A2: 50, A3: 50 }],
    ['bahar 444 into 100', { B4: 100 }],
  ])('%s', (text, expected) => expect(grid(text)).toEqual(expected));
});

it('Hindi digits are digits', () => {
  expect(grid('१२,४५(२०)')).toEqual(each(['12', '45'], 20));
});
