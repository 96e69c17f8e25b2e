import { lineErrorMessage, parseBets } from '../parser';

const statuses = (text: string, gameNames?: string[]) =>
  parseBets(text, gameNames ? { gameNames } : {}).lines.map((l) => [l.line, l.status]);

describe('noise lines are not bets', () => {
  it.each(['FB', 'GB', 'GL', 'DS', 'DD', 'Faridabad', '*Ghaziabad*', 'Gali market', 'Disawar:'])(
    'the market header %p',
    (header) => {
      const result = parseBets(`${header}\n12(10)`);
      expect(result.errors).toEqual([]);
      expect(result.lines[0]).toMatchObject({ status: 'noise', rule: 'game name' });
      expect(result.totalPaise).toBe(1000);
    },
  );

  it('Delhi Bazar and Shri Ganesh (two words) are headers too', () => {
    expect(statuses('Delhi Bazar\nShri Ganesh\n12(10)')).toEqual([
      [1, 'noise'],
      [2, 'noise'],
      [3, 'bets'],
    ]);
  });

  it('the operator’s own game names and their short names', () => {
    const result = parseBets('Kalyan Night\nKN=12(10)\n13(10) kalyan night', {
      gameNames: ['Kalyan Night', 'Faridabad'],
    });
    expect(result.errors).toEqual([]);
    expect(result.totalPaise).toBe(2000);
    expect(result.games).toEqual(['Kalyan Night']);
  });

  it('a common short name selects the operator’s game of that market', () => {
    const result = parseBets('Gb=12(10)\n45(10)...gb', { gameNames: ['GHAZIABAD', 'Gali'] });
    expect(result.errors).toEqual([]);
    expect(result.totalPaise).toBe(2000);
    expect(result.games).toEqual(['GHAZIABAD']);
  });

  it('WhatsApp export prefixes in both formats, and system lines', () => {
    const text = [
      '28/09/26, 12:29 - Messages and calls are end-to-end encrypted.',
      '[12:30 pm, 28/09/2026] Ravi Bhai: 12(10)',
      '28/09/26, 12:31 - Ravi Bhai: 13=10',
      '[28/09/26, 12:32:05] Ravi Bhai: 14 x 10',
      '28/09/26, 12:33 - Ravi Bhai: <Media omitted>',
    ].join('\n');
    const result = parseBets(text);
    expect(result.errors).toEqual([]);
    expect(result.entries.map((e) => e.bet_numbers)).toEqual(['12', '13', '14']);
    expect(result.lines.map((l) => l.status)).toEqual(['noise', 'bets', 'bets', 'bets', 'noise']);
  });

  it('lines of only punctuation or emoji are noise', () => {
    expect(statuses('-----\n12(10)')).toEqual([
      [1, 'noise'],
      [2, 'bets'],
    ]);
  });
});

describe('total lines', () => {
  it.each(['total 30', 'Total = 30', 'tot 30', 'TOTAL:- 30/-'])(
    '%p matching the lines read gives no warning',
    (total) => {
      const result = parseBets(`12,13(10)\n45(10)\n${total}`);
      expect(result.warnings).toEqual([]);
      expect(result.lines[2]).toMatchObject({ status: 'total', totalPaise: 3000 });
    },
  );

  it('a mismatch is a warning naming both totals; bets still read', () => {
    const result = parseBets('12,13(10)\nTotal = 190');
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      { line: 2, message: 'Line 2: total 190 but the lines read add up to 20' },
    ]);
  });

  it('each total checks the lines since the previous total', () => {
    const result = parseBets('12(10)\ntotal 10\n13(20)\n14(5)\ntotal 25');
    expect(result.warnings).toEqual([]);
  });
});

describe('lines carried to the next amount', () => {
  it('38 49 then 50 61 into 20: four jodis at 20', () => {
    const result = parseBets('38 49\n50 61 into 20');
    expect(result.errors).toEqual([]);
    expect(result.totalPaise).toBe(8000);
    expect(result.lines[0]).toMatchObject({ status: 'carried', note: 'amount 20 from line 2' });
    expect(result.entries[0]).toMatchObject({ line: 1, bet_numbers: '38,49' });
  });

  it('several lines and digit runs carry', () => {
    const result = parseBets('38 49\n4785\n10(5)');
    expect(result.totalPaise).toBe(500 * 5);
  });

  it('numbers without any amount at the end are refused', () => {
    const result = parseBets('12(10)\n38 49');
    expect(result.errors).toEqual([
      { line: 2, part: '38 49', message: 'numbers without any amount' },
    ]);
  });

  it('a header or total line ends the wait for an amount', () => {
    const result = parseBets('38 49\nFB\n12(10)');
    expect(result.errors.map((e) => e.line)).toEqual([1]);
  });
});

describe('ambiguous lines: both readings, the default and the switch', () => {
  it('36-79=10: digit cross by default, range as the other reading', () => {
    const cross = parseBets('36-79=10');
    expect(cross.totalPaise).toBe(8 * 1000);
    expect(cross.lines[0]!.check).toEqual({
      reading: 'digit cross',
      other: 'range',
      otherTotalPaise: 44 * 1000,
      switched: false,
    });
    const range = parseBets('36-79=10', { otherReadings: [1] });
    expect(range.totalPaise).toBe(44 * 1000);
    expect(range.entries[0]).toMatchObject({ bet_type: 'ladi', rule: 'range' });
    expect(range.lines[0]!.check).toMatchObject({ reading: 'range', other: 'digit cross' });
    expect(range.lines[0]!.check!.otherTotalPaise).toBe(8000);
  });

  it('a backwards pair (79-36) has no range reading, so no check', () => {
    expect(parseBets('79-36=10').lines[0]!.check).toBeUndefined();
  });

  it('the switch is per line: other lines keep their reading', () => {
    const result = parseBets('36-79=10\n36-79=10', { otherReadings: [2] });
    expect(result.entries.map((e) => e.rule)).toEqual(['digit cross', 'range']);
  });

  it('a lone 10-12 is not a carried cross: a dash after a single number is its amount', () => {
    const result = parseBets('10-12\n45(5)');
    expect(result.entries[0]).toMatchObject({ bet_numbers: '10', totalPaise: 1200 });
    expect(result.lines[0]!.check).toBeUndefined();
  });

  it('lines without two readings carry no check', () => {
    expect(parseBets('12(10)\ncrossing 123 (5)').lines.every((l) => !l.check)).toBe(true);
  });
});

describe('refusals name the line and the unreadable part', () => {
  it('a wrong ghar count names the counts that would fit', () => {
    // A one-digit count is always a count; `1234=10=20` is two digit groups (issue 27).
    const [error] = parseBets('12(5)\n1234=5=20').errors;
    expect(error).toEqual({
      line: 2,
      part: '1234',
      message: '5 ghar does not fit 4 digits: 12 (without joda) or 16 (with joda)',
    });
    expect(lineErrorMessage(error!)).toBe(
      'Line 2: cannot read "1234" (5 ghar does not fit 4 digits: 12 (without joda) or 16 (with joda))',
    );
  });

  it('a one-digit crossing', () => {
    expect(parseBets('cr 55 (10)').errors[0]).toMatchObject({
      line: 1,
      message: 'a crossing needs at least two different digits',
    });
  });

  it('numbers after the last amount of a line', () => {
    expect(parseBets('12(10) 45 67').errors[0]).toMatchObject({ line: 1, part: '45 67' });
  });

  it('an amount with no numbers, an unknown word, a zero amount', () => {
    expect(parseBets('(20)').errors[0]).toMatchObject({ part: '(20)' });
    expect(parseBets('12 hello (20)').errors[0]).toMatchObject({ part: 'hello' });
    expect(parseBets('12(0)').errors[0]).toMatchObject({ part: '(0)' });
  });

  it('a refused line adds nothing, the other lines still read', () => {
    const result = parseBets('12(10)\n12 hello (20)\n13(10)');
    expect(result.totalPaise).toBe(2000);
    expect(result.lines[1]!.status).toBe('error');
  });
});
