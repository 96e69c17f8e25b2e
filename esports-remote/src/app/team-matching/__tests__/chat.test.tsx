import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatBox } from '../../../features/friends-chat-messages/components/chat-box';
import TeamMatchingPage from '../team-matching-page';
import { useChatUi } from '../../../lib/chat-ui-store';
import { FRIEND, FRIEND_ID, ME, OTHER_ID, startChat } from '../../../testing/fixtures';
import { newFakeSocket, type FakeSocket } from '../../../testing/fake-socket';
import { mockApis } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';

let mockSocket: FakeSocket;
jest.mock('@bgmi/shared', () =>
  jest.requireActual('../../../testing/fake-socket').sharedWithFakeSocket(),
);

const friend = FRIEND;
const other = {
  _id: OTHER_ID,
  name: 'Chirag Third',
  bgmiUserId: 'chirag',
  profileImage: null,
  unread: 0,
};
const stored = (id: string, sender: string, receiver: string, text: string) => ({
  _id: id,
  sender,
  receiver,
  text,
  createdAt: '2026-01-01T10:00:00.000Z',
  read: true,
  clientMessageId: null,
});

beforeEach(() => {
  mockSocket = newFakeSocket();
  startChat();
});

/** The team-matching page's calls: no players, two friends, the chat's `history`. */
const answerTeamMatching = (history: ReturnType<typeof stored>[]) =>
  mockApis({
    'get-match-making-players': { status: true, message: 'ok', data: [] },
    'get-friends-data': {
      status: true,
      message: 'ok',
      data: { friends: [friend, other], friendRequestsReceived: [], friendRequestsSent: [] },
    },
    'get-chat-history': { status: true, message: 'ok', messages: history },
  });

describe('ChatBox', () => {
  it('shows sent and received apart, renders markup as text, ignores blank, sends with an ack', async () => {
    mockApis({
      'get-chat-history': {
        status: true,
        message: 'ok',
        messages: [
          stored('m1', ME.userId, FRIEND_ID, 'hello'),
          stored('m2', FRIEND_ID, ME.userId, '<img src=x onerror="alert(1)">'),
        ],
      },
    });
    renderWithQuery(<ChatBox friend={friend} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('hello');
    expect(within(list).getByText('hello').closest('li')).toHaveClass('tm-sent');
    const markup = within(list).getByText('<img src=x onerror="alert(1)">');
    expect(markup.closest('li')).toHaveClass('tm-received');
    expect(list.querySelector('img')).toBeNull();

    await userEvent.type(screen.getByPlaceholderText('Type a message'), '   {Enter}');
    expect(mockSocket.emitted).toHaveLength(0);

    await userEvent.type(screen.getByPlaceholderText('Type a message'), 'gg wp');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = mockSocket.emitted[0]!;
    expect(sent.event).toBe('send_message');
    expect(sent.payload).toMatchObject({
      from: ME.userId,
      to: FRIEND_ID,
      message: 'gg wp',
      clientMessageId: expect.any(String),
    });
    expect(screen.getByText('Sending...')).toBeInTheDocument();
    const { clientMessageId } = sent.payload as { clientMessageId: string };
    act(() =>
      sent.ack!(null, {
        status: true,
        message: 'sent',
        data: {
          _id: 'm3',
          from: ME.userId,
          to: FRIEND_ID,
          message: 'gg wp',
          timestamp: '2026-01-01T10:01:00.000Z',
          clientMessageId,
        },
      }),
    );
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(within(list).getAllByText('gg wp')).toHaveLength(1);
  });

  it('keeps a message queued while disconnected and sends it with the same id on connect', async () => {
    answerTeamMatching([]);
    mockSocket.connected = false;
    renderWithQuery(<TeamMatchingPage />);
    act(() =>
      useChatUi.getState().queue({
        clientMessageId: 'c-9',
        to: FRIEND_ID,
        text: 'later',
        timestamp: 1,
        state: 'sending',
      }),
    );
    expect(mockSocket.emitted.filter((entry) => entry.event === 'send_message')).toHaveLength(0);
    mockSocket.connected = true;
    act(() => mockSocket.fire('connect'));
    const resent = mockSocket.emitted.filter((entry) => entry.event === 'send_message');
    expect(
      resent.map((entry) => (entry.payload as { clientMessageId: string }).clientMessageId),
    ).toEqual(['c-9']);
    expect(mockSocket.emitted.some((entry) => entry.event === 'newUserJoin')).toBe(true);
  });
});

describe('new-message notification', () => {
  it('counts unread per friend and opens the chat of the sender when clicked', async () => {
    answerTeamMatching([stored('x1', OTHER_ID, ME.userId, 'Need a fourth?')]);
    renderWithQuery(<TeamMatchingPage />);
    expect(mockSocket.emitted.find((entry) => entry.event === 'newUserJoin')?.payload).toEqual({
      bgmiUserId: ME.bgmiUserId,
    });
    act(() =>
      mockSocket.fire('receive_message', {
        _id: 'x1',
        from: OTHER_ID,
        to: ME.userId,
        message: 'Need a fourth?',
        timestamp: '2026-01-01T10:00:00.000Z',
      }),
    );
    const notice = await screen.findByRole('button', { name: /New message from Chirag Third/ });
    expect(screen.getByRole('tab', { name: /Friends/ })).toHaveTextContent('1');
    await userEvent.click(notice);
    const chat = await screen.findByRole('region', { name: 'Chat with Chirag Third' });
    await within(chat).findByText('Need a fourth?');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /New message from/ })).not.toBeInTheDocument(),
    );
  });
});
