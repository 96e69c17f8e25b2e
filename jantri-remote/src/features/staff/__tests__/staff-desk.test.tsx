import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@bgmi/shared/host-api';
import { switchLanguage } from '@bgmi/shared/i18n';
import userEvent from '@testing-library/user-event';
import StaffDeskPage from '../components/staff-desk-page';
import type { StaffBetEntryProps } from '../components/book-desk';
import { loginOperator } from '../../../testing/ledger-test-kit';
import { renderPage } from '../../../testing/render';

const BOOK = {
  book_id: '5b0c7d4e-5a63-4a4e-9d55-1f0e1b2c3d4e',
  operator_name: 'om_operator',
  role: 'writer',
  client_names: ['Ramesh'],
};

const ANSWERS: Record<string, unknown> = {
  'jantri-staff/books': { status: true, message: 'ok', data: [BOOK] },
  'get-jantri-games': {
    status: true,
    message: 'ok',
    data: { games: [{ game_name: 'Delhi Bazar', short_name: 'DB' }] },
  },
  'get-bet-records': { status: true, message: 'ok', data: [], nextCursor: null },
};

/** fetch answered by path; every request kept to read its headers. */
function stubByPath() {
  if (!global.fetch) global.fetch = (() => Promise.reject(new Error('no network'))) as typeof fetch;
  return jest.spyOn(global, 'fetch').mockImplementation((url) => {
    const path = String(url).split('/BGMI/')[1] ?? '';
    const body = ANSWERS[path];
    return Promise.resolve({
      ok: Boolean(body),
      status: body ? 200 : 404,
      json: () => Promise.resolve(body ?? { status: false, message: 'not found' }),
    } as Response);
  });
}

function FakeBetEntry({ clientName, gameName }: StaffBetEntryProps) {
  return <p>{`entry for ${clientName} · ${gameName}`}</p>;
}

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator({ user_clients: [], user_games: [] });
});

describe('Staff desk', () => {
  it('lists the books; opening one works in it with the book named on every call', async () => {
    const fetch = stubByPath();
    renderPage(<StaffDeskPage BetEntry={FakeBetEntry} />);
    expect(await screen.findByText('om_operator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open book' }));
    expect(await screen.findByText('entry for Ramesh · Delhi Bazar')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Book of om_operator' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('get-bet-records'))).toBe(true),
    );
    for (const [url, init] of fetch.mock.calls) {
      if (String(url).endsWith('jantri-staff/books')) continue;
      const headers = (init as RequestInit).headers as Record<string, string>;
      expect(headers['X-Jantri-Book']).toBe(BOOK.book_id);
    }
  });

  it('a viewer gets no bet entry', async () => {
    ANSWERS['jantri-staff/books'] = {
      status: true,
      message: 'ok',
      data: [{ ...BOOK, role: 'viewer' }],
    };
    stubByPath();
    renderPage(<StaffDeskPage BetEntry={FakeBetEntry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open book' }));
    expect(await screen.findByText(/Viewer \(read only\)/)).toBeInTheDocument();
    expect(screen.queryByText(/entry for/)).not.toBeInTheDocument();
  });

  it('speaks Hindi: the desk, the roles and the buttons', async () => {
    ANSWERS['jantri-staff/books'] = { status: true, message: 'ok', data: [BOOK] };
    stubByPath();
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
