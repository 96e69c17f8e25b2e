import { lineBets, parseBets } from '../parser';

/**
 * Forms operators write that were misread (issue 27): each is read as meant, or marked "check"
 * with both readings so the operator chooses before it is stored.
 */

const read = (text: string, otherReadings: number[] = []) => {
  const result = parseBets(text, { otherReadings });
  const line = result.lines[0]!;
  return { result, line, bets: lineBets(result, line) };
};

describe('a digit group, a second digit group and an amount (23471=25=50)', () => {
  it('reads every digit of the first group with every digit of the second: 10 numbers', () => {
    const { result, line, bets } = read('23471=25=50');
    expect(bets).toEqual([{ numbers: '22,25,32,35,42,45,72,75,12,15', amountPaise: 5000 }]);
    expect(result.totalPaise).toBe(10 * 5000);
    expect(result.entries[0]!.bet_type).toBe('batta');
    // 25 also fits as a count (5 x 5): the crossing is the other reading, one choice away.
    expect(line.check).toEqual({
      reading: 'two digit groups (23471 x 25)',
      other: 'crossing by count (25 ghar)',
      otherTotalPaise: 25 * 5000,
      switched: false,
    });
  });

  it('the other reading is the crossing of the first group with itself (25 numbers)', () => {
    const { result, line } = read('23471=25=50', [1]);
    expect(result.entries[0]!.bet_numbers.split(',')).toHaveLength(25);
    expect(result.totalPaise).toBe(25 * 5000);
    expect(line.check).toMatchObject({ reading: 'crossing by count (25 ghar)', switched: true });
  });

  it('a second group that is no count has one reading', () => {
    const { line, bets } = read('1234=10=20');
    expect(bets).toEqual([{ numbers: '11,10,21,20,31,30,41,40', amountPaise: 2000 }]);
    expect(line.check).toBeUndefined();
  });

  it('a one-digit count stays a count, and crossing words keep the count', () => {
    expect(read('123=6=10').result.entries[0]).toMatchObject({
      bet_numbers: '12,13,21,23,31,32',
      rule: 'crossing by count (6 ghar)',
    });
    expect(read('crossing 12345=20=10').line.check).toBeUndefined();
    expect(read('crossing 12345=20=10').result.entries[0]!.rule).toBe(
      'crossing by count (20 ghar)',
    );
  });
});

describe('a count written after a crossing (456709,,..36,,.,,//(100))', () => {
  it('reads the 6 x 6 crossing of 456709, 36 being the number of jodis', () => {
    const { result, line } = read('456709,,..36,,.,,//(100)');
    expect(result.errors).toEqual([]);
    expect(result.entries[0]).toMatchObject({ bet_type: 'crossing', totalPaise: 36 * 10000 });
    expect(result.entries[0]!.bet_numbers.split(',').sort()).toEqual(
      ['4', '5', '6', '7', '0', '9']
        .flatMap((a) => ['4', '5', '6', '7', '0', '9'].map((b) => a + b))
        .sort(),
    );
    expect(line.check).toMatchObject({
      reading: 'crossing by count (36 ghar), count after the digits',
      other: 'digit run, list',
      otherTotalPaise: 4 * 10000,
    });
  });

  it('the other reading is the four numbers 45, 67, 09, 36', () => {
    const { bets } = read('456709,,..36,,.,,//(100)', [1]);
    expect(bets).toEqual([{ numbers: '45,67,09,36', amountPaise: 10000 }]);
  });

  it('30 (6 x 5) is the crossing without doubles; a number that is no count stays a jodi', () => {
    expect(read('456709 30 (10)').result.entries[0]!.bet_numbers.split(',')).toHaveLength(30);
    const plain = read('456709 35 (10)');
    expect(plain.bets).toEqual([{ numbers: '45,67,09,35', amountPaise: 1000 }]);
    expect(plain.line.check).toBeUndefined();
  });

  it('a 4-digit run and a jodi stays a list (4785 12)', () => {
    const { bets, line } = read('4785 12 (10)');
    expect(bets).toEqual([{ numbers: '47,85,12', amountPaise: 1000 }]);
    expect(line.check).toBeUndefined();
  });
});

describe('666_666(100): andar 6 and bahar 6 once each', () => {
  it('a repeated triple counts once', () => {
    const { result, bets } = read('666_666(100)');
    expect(bets).toEqual([
      { numbers: 'A.H 6', amountPaise: 10000 },
      { numbers: 'B.H 6', amountPaise: 10000 },
    ]);
    expect(result.totalPaise).toBe(20000);
    expect(result.lines[0]!.rule).toContain('repeated triple counted once');
  });

  it('two different triples are both read', () => {
    expect(read('666 777 (10)').result.totalPaise).toBe(4 * 1000);
  });
});

describe('10-19(5): ends with the same first digit are a range', () => {
  it('reads 10..19, with no other reading', () => {
    const { result, line } = read('10-19(5)');
    expect(result.entries[0]).toMatchObject({
      bet_type: 'ladi',
      rule: 'range',
      bet_numbers: '10,11,12,13,14,15,16,17,18,19',
    });
    expect(line.check).toBeUndefined();
  });

  it('36-79 still offers both readings', () => {
    expect(read('36-79=10').line.check).toMatchObject({ reading: 'digit cross', other: 'range' });
  });
});

describe('named groups', () => {
  it('the doubles: all joda, all doubles, sab joda, doubles', () => {
    for (const text of ['all joda (5)', 'all doubles (5)', 'sab joda (5)', 'doubles=5']) {
      expect(read(text).bets).toEqual([
        { numbers: '00,11,22,33,44,55,66,77,88,99', amountPaise: 500 },
      ]);
    }
  });

  it('the family of a number: each digit with its cut digit (d + 5), both orders', () => {
    for (const text of ['family 12 (10)', '12 family (10)', '12 fmly=10']) {
      const { bets, result } = read(text);
      expect(bets).toEqual([{ numbers: '12,21,17,71,62,26,67,76', amountPaise: 1000 }]);
      expect(result.entries[0]!.rule).toBe('family');
    }
  });

  it('the family of a double is refused, naming both readings in use', () => {
    expect(read('family 11 (10)').result.errors[0]).toMatchObject({
      line: 1,
      message:
        'the family of 11 is read two ways: 11, 16, 61, 66 or every double; write the numbers',
    });
  });

  it('munda is refused, never guessed (all munda into 50)', () => {
    const { result } = read('all munda into 50');
    expect(result.entries).toEqual([]);
    expect(result.errors[0]).toMatchObject({ line: 1, part: 'munda' });
    expect(result.errors[0]!.message).toMatch(/^munda is not read/);
  });
});
