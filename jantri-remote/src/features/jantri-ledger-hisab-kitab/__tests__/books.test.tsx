import { render, screen } from '@testing-library/react';
import type { LaserRow } from '@bgmi/shared/jantri-contract';
import { HisabTable } from '../components/hisab-table';
import { hisabTotals } from '../hisab-totals';
import { LaserTable } from '../../../components/ledger/laser-table';
import { row } from './hisab-row';

describe('Hisab Kitab table', () => {
  it('sums the TOTAL row and colours profit/loss, shown without its sign', () => {
    const rows = [
      row({ total_kaam: 410, lc_comm: 41, profit_loss: 295.2 }),
      row({ game_name: 'Gali', total_kaam: 410, jodi_ps: 60, hrf_ps: 200, profit_loss: -5432 }),
    ];
    expect(hisabTotals(rows)).toEqual({
      hrf_ps: 200,
      jodi_ps: 60,
      profit_loss: -5136.8,
      total_kaam: 820,
      lc_comm: 41,
    });
    render(<HisabTable rows={rows} />);
    expect(screen.getByText('295.2')).toHaveClass('text-success');
    expect(screen.getByText('5,432')).toHaveClass('text-danger');
    expect(screen.getByTestId('hisab-total-profit')).toHaveTextContent('5,136.8');
    expect(screen.getByTestId('hisab-total-profit')).toHaveClass('text-danger');
    expect(screen.getByText('TOTAL')).toBeInTheDocument();
  });
});

describe('Laser book table', () => {
  it('colours profit/loss red when zero or more and receive/pay green when zero or more', () => {
    const rows: LaserRow[] = [
      {
        date: '2026-11-21',
        client_name: 'Ramesh',
        profit_loss: 295.2,
        recive_pay: -95.2,
        final: 200,
        balance: 200,
        lain_dain: 'lain',
      },
      {
        date: '2026-11-22',
        client_name: 'Ramesh',
        profit_loss: -50,
        recive_pay: 300,
        final: 250,
        balance: 450,
        lain_dain: 'lain',
      },
    ];
    render(<LaserTable rows={rows} />);
    expect(screen.getByText('295.2')).toHaveClass('text-danger');
    expect(screen.getByText('-95.2')).toHaveClass('text-danger');
    expect(screen.getByText('-50')).toHaveClass('text-success');
    expect(screen.getByText('300')).toHaveClass('text-success');
    expect(screen.getAllByTestId('laser-final').map((c) => c.textContent)).toEqual(['200', '250']);
  });
});
