import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@bgmi/shared/host-api';
import { switchLanguage } from '@bgmi/shared/i18n';
import userEvent from '@testing-library/user-event';
import StaffDeskPage from '../components/staff-desk-page';
import type { StaffBetEntryProps } from '../components/book-desk';
import { loginOperator } from '../../../testing/ledger-test-kit';
import { renderPage } from '../../../testing/render';
import { mockApis } from '@bgmi/shared/testing/mock-api';

const BOOK = {
  book_id: '5b0c7d4e-5a63-4a4e-9d55-1f0e1b2c3d4e',
  operator_name: 'om_operator',
  role: 'writer',
  client_names: ['Ramesh'],
};

/** The desk's calls: the staff member's `books`, the games and an empty page of records. */
const answerDesk = (books = [BOOK]) =>
  mockApis({
    'jantri-staff/books': { status: true, message: 'ok', data: books },
    'get-jantri-games': {
      status: true,
      message: 'ok',
      data: { games: [{ game_name: 'Delhi Bazar', short_name: 'DB' }] },
    },
    'get-bet-records': { status: true, message: 'ok', data: [], nextCursor: null },
  }).calls;

function FakeBetEntry({ clientName, gameName }: StaffBetEntryProps) {
  return <p>{`entry for ${clientName} · ${gameName}`}</p>;
}

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator({ user_clients: [], user_games: [] });
});

describe('Staff desk', () => {
  it('lists the books; opening one works in it with the book named on every call', async () => {
    const calls = answerDesk();
    renderPage(<StaffDeskPage BetEntry={FakeBetEntry} />);
    expect(await screen.findByText('om_operator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open book' }));
    expect(await screen.findByText('entry for Ramesh · Delhi Bazar')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Book of om_operator' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === 'get-bet-records')).toBe(true));
    for (const call of calls) {
      if (call.path === 'jantri-staff/books') continue;
      expect(call.headers.get('X-Jantri-Book')).toBe(BOOK.book_id);
    }
  });

  it('a viewer gets no bet entry', async () => {
    answerDesk([{ ...BOOK, role: 'viewer' }]);
    renderPage(<StaffDeskPage BetEntry={FakeBetEntry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open book' }));
    expect(await screen.findByText(/Viewer \(read only\)/)).toBeInTheDocument();
    expect(screen.queryByText(/entry for/)).not.toBeInTheDocument();
  });

  it('speaks Hindi: the desk, the roles and the buttons', async () => {
    answerDesk();
    await act(() => switchLanguage('hi'));
    try {
      renderPage(<StaffDeskPage BetEntry={FakeBetEntry} />);
      expect(await screen.findByText('मुंशी')).toBeInTheDocument();
      expect(screen.getByText('इनवाइट कोड')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'बुक खोलें' }));
      expect(await screen.findByRole('region', { name: 'om_operator की बुक' })).toBeInTheDocument();
    } finally {
      await act(() => sessionStore.getState().setLanguage('en'));
    }
  });
});
