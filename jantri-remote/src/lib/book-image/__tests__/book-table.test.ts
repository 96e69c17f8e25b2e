import { bookTableCsv, hisabBookTable, laserBookTable } from '../book-table';
import { switchLanguage } from '@bgmi/shared/i18n';
import { hisabRow } from '../../../testing/hisab-row';
import { HISAB_LABELS_EN, LASER_LABELS_EN, laserLabels, type HisabLabels } from '../book-labels';

const row = hisabRow({ total_kaam: 1250.5, jodi_ps: 50, profit_loss: -3249.5 });

describe('book tables (PNG and CSV from one labels object)', () => {
  it('hisab: header, rows and TOTAL in the labels; CSV numbers without grouping commas', () => {
    const table = hisabBookTable(
      [row, { ...row, _id: '2', profit_loss: 1000 }],
      { client: '', date: '2026-11-25' },
      HISAB_LABELS_EN,
    );
    expect(table.subtitle).toBe('All clients · 2026-11-25');
    expect(table.total).toEqual(['TOTAL', '', '', '2,501', '100', '0', '0', '-2,249.5']);
    expect(table.tones[0]?.[7]).toBe('minus');
    expect(table.tones[1]?.[7]).toBe('plus');
    const csv = bookTableCsv(table).split('\n');
    expect(csv[1]).toBe('Client,Game,Result,Total Kaam,Jodi PS,Haruf PS,LC Comm,Profit/Loss');
    expect(csv[2]).toBe('Ramesh,Delhi Bazar,12,1250.5,50,0,0,-3249.5');
    expect(csv[4]).toBe('TOTAL,,,2501,100,0,0,-2249.5');
  });

  it('a Hindi labels object plugs in with the same keys', () => {
    const hindi: HisabLabels = {
      ...HISAB_LABELS_EN,
      title: 'हिसाब किताब',
      client: 'ग्राहक',
      total: 'कुल',
    };
    const table = hisabBookTable([row], { client: 'Ramesh', date: '2026-11-25' }, hindi);
    expect(table.title).toBe('हिसाब किताब');
    expect(bookTableCsv(table).split('\n')[1]?.startsWith('ग्राहक,')).toBe(true);
  });

  it('laser: lain/dain words and the running balance', () => {
    const table = laserBookTable(
      [
        {
          date: '2026-11-25',
          client_name: 'Ramesh',
          profit_loss: 500,
          recive_pay: -200,
          final: 300,
          balance: 300,
          lain_dain: 'lain',
        },
      ],
      { client: 'Ramesh', date: '2026-11-25' },
      LASER_LABELS_EN,
    );
    expect(table.rows[0]).toEqual(['2026-11-25', '500', '-200', 'Lain (300)', '300']);
    expect(table.filename).toBe('laser-Ramesh-2026-11-25');
  });

  it('laser in Hindi: the catalogue\'s words and "<date> तक" in the subtitle', async () => {
    await switchLanguage('hi');
    const table = laserBookTable([], { client: 'Ramesh', date: '2026-11-25' }, laserLabels('hi'));
    expect(table.title).toBe('लेजर बुक');
    expect(table.subtitle).toBe('Ramesh · 2026-11-25 तक');
    expect(bookTableCsv(table).split('\n')[1]).toBe('तारीख,फ़ायदा/नुकसान,लेना/देना,लेन-देन,फ़ाइनल');
    await switchLanguage('en');
  });
});
