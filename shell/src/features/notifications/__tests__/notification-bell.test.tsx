import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render';
import {
  notificationsListEndpoint,
  notificationsMarkReadEndpoint,
  type AppNotification,
} from '@bgmi/shared/day-and-money';
import { apiSent, mockApi } from '@bgmi/shared/testing/mock-api';
import { NotificationBell } from '../components/notification-bell';

// A socket stand-in: the bell only listens, so on/off and a way to push an event are enough.
const handlers = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  off: (event: string) => handlers.delete(event),
};
jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  useSocket: () => fakeSocket,
}));

const item = (n: number, read = false): AppNotification => ({
  _id: `0000000${n}-0000-4000-8000-000000000000`,
  kind: 'waitlist_promoted',
  title: `Title ${n}`,
  body: `Body ${n}`,
  link: `/events/e${n}`,
  read,
  created_at: new Date().toISOString(),
});

/** The inbox holds `list` with `unread` unread; marking read lowers the count. */
function answerInbox(list: AppNotification[], unread: number) {
  mockApi(notificationsListEndpoint, {
    status: true,
    message: 'ok',
    data: list,
    unread_count: unread,
    has_more: false,
  });
  mockApi(notificationsMarkReadEndpoint, ({ body }) => ({
    status: true,
    message: 'ok',
    unread_count: unread - (body.ids?.length ?? 0),
  }));
}

function renderBell() {
  renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/events/:id" element={<p>event page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { bare: true },
  );
}

describe('notification bell', () => {
  beforeEach(() => handlers.clear());

  it('shows the unread count, marks the shown items read on open, links each to its page', async () => {
    answerInbox([item(1), item(2, true)], 1);
    renderBell();
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 1 unread' },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');
    await userEvent.click(bell);
    await waitFor(() =>
      expect(apiSent()).toContainEqual({
        path: 'notifications/mark-read',
        body: { ids: [item(1)._id] },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('bell-count')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: /Title 2/ }));
    expect(screen.getByText('event page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a pushed notification tops the list and raises the count without a reload', async () => {
    answerInbox([item(1, true)], 0);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => handlers.get('notification')?.({ notification: item(3), unread_count: 1 }));
    expect(await screen.findByTestId('bell-count')).toHaveTextContent('1');
    expect(apiSent()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Title 3');
    expect(links[1]).toHaveTextContent('Title 1');
  });

  it('an empty inbox says so', async () => {
    answerInbox([], 0);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
