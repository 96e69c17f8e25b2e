import { render, screen } from '@testing-library/react';
import { DataTable, EmptyState, FormField } from '../../ui-kit';

const columns = [
  { header: 'Name', cell: (row: { name: string; amount: number }) => row.name },
  { header: 'Amount', cell: (row: { name: string; amount: number }) => `₹${row.amount}` },
];

describe('DataTable', () => {
  it('draws a header and a row per item', () => {
    render(
      <DataTable
        columns={columns}
        rows={[
          { name: 'Ramesh', amount: 10 },
          { name: 'Suresh', amount: 20 },
        ]}
        rowKey={(row) => row.name}
        empty="No Data Found..."
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Amount',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Ramesh₹10', 'Suresh₹20']);
  });

  it('draws its footer rows (a TOTAL row) after the body', () => {
    render(
      <DataTable
        columns={columns}
        rows={[{ name: 'Ramesh', amount: 10 }]}
        rowKey={(row) => row.name}
        empty="No Data Found..."
        footer={
          <tr>
            <td>TOTAL</td>
            <td>₹10</td>
          </tr>
        }
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['NameAmount', 'Ramesh₹10', 'TOTAL₹10']);
    expect(rows[2]!.parentElement!.tagName).toBe('TFOOT');
  });

  it("gives a cell its row's class beside the column's", () => {
    render(
      <DataTable
        columns={[
          {
            header: 'Amount',
            className: 'num',
            cellClass: (row: { amount: number }) => (row.amount < 0 ? 'text-danger' : ''),
            cell: (row: { amount: number }) => row.amount,
          },
        ]}
        rows={[{ amount: -5 }, { amount: 5 }]}
        rowKey={(row) => row.amount}
        empty="No Data Found..."
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[0]).toHaveClass('num', 'text-danger');
    expect(cells[1]).toHaveClass('num');
    expect(cells[1]).not.toHaveClass('text-danger');
  });

  it('opens a row to its detail line and marks a row by its class', () => {
    render(
      <DataTable
        columns={[{ header: 'Team', title: 'The team', cell: (row: { name: string }) => row.name }]}
        rows={[{ name: 'Alpha' }, { name: 'Beta' }]}
        rowKey={(row) => row.name}
        rowClass={(row) => (row.name === 'Alpha' ? 'goes-on' : undefined)}
        rowDetail={(row) =>
          row.name === 'Beta' ? (
            <tr>
              <td>Beta: 3 matches</td>
            </tr>
          ) : null
        }
        empty="No Data Found..."
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Team',
      'Alpha',
      'Beta',
      'Beta: 3 matches',
    ]);
    expect(rows[1]).toHaveClass('goes-on');
    expect(rows[2]).not.toHaveClass('goes-on');
    expect(screen.getByRole('columnheader', { name: 'Team' })).toHaveAttribute('title', 'The team');
  });

  it('draws a bare table without the kit look or its scrolling frame', () => {
    const { container } = render(
      <DataTable
        bare
        label="Live"
        columns={columns}
        rows={[{ name: 'A', amount: 1 }]}
        rowKey={(row) => row.name}
        empty="-"
      />,
    );
    const table = screen.getByRole('table', { name: 'Live' });
    expect(table).not.toHaveClass('table');
    expect(container.firstElementChild).toBe(table);
  });

  it('shows its empty state without rows and a busy line while loading', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={[]} rowKey={(row) => row.name} empty="No Data Found..." />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No Data Found...');
    rerender(
      <DataTable
        columns={columns}
        rows={undefined}
        loading
        rowKey={(row) => row.name}
        empty="No Data Found..."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('FormField', () => {
  it('labels its control and points it at the error text', () => {
    const { rerender } = render(
      <FormField label="Amount">{(props) => <input {...props} />}</FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(
      <FormField label="Amount" error="Enter an amount">
        {(props) => <input {...props} />}
      </FormField>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
  });

  it('works with a select and a hint', () => {
    render(
      <FormField label="Game" hint="Pick one">
        {(props) => (
          <select {...props}>
            <option>Gali</option>
          </select>
        )}
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveAccessibleDescription('Pick one');
  });

  it('keeps a hidden label as the name and takes its row class', () => {
    const { container } = render(
      <FormField label="Search blogs" labelHidden className="blog-search-field">
        {(props) => <input type="search" {...props} />}
      </FormField>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toBeInTheDocument();
    expect(screen.getByText('Search blogs')).toHaveClass('visually-hidden');
    expect(container.firstElementChild).toHaveClass('form-field', 'blog-search-field');
  });
});

describe('EmptyState', () => {
  it('says it and offers the way forward', () => {
    render(<EmptyState action={<a href="/add">Add Client</a>}>No clients yet</EmptyState>);
    expect(screen.getByRole('status')).toHaveTextContent('No clients yet');
    expect(screen.getByRole('link', { name: 'Add Client' })).toBeInTheDocument();
  });
});
