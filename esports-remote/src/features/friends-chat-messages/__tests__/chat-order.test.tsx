import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ChatHistoryMessage } from '@bgmi/shared';
import { ChatBox } from '../components/chat-box';
import { appendToConversation } from '../lib/chat-cache';
import { teamKeys } from '../../../lib/team-matching-keys';
import { FRIEND, FRIEND_ID, ME, startChat } from '../../../testing/fixtures';
import { newFakeSocket } from '../../../testing/fake-socket';
import { mockApis } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';

// Several API instances store and deliver concurrently: the chat shows the conversation order
// (the server's `seq`), not the order messages happened to arrive in.
jest.mock('@bgmi/shared', () =>
  jest.requireActual('../../../testing/fake-socket').sharedWithFakeSocket(),
);

const message = (id: string, seq: number, text: string): ChatHistoryMessage => ({
  _id: id,
  sender: FRIEND_ID,
  receiver: ME.userId,
  text,
  createdAt: '2026-01-01T10:00:00.000Z',
  read: true,
  clientMessageId: null,
  seq,
});

beforeEach(() => {
  newFakeSocket();
  startChat();
});

describe('chat order', () => {
  it('shows the history in sequence order whatever order it came in', async () => {
    mockApis({
      'get-chat-history': {
        status: true,
        message: 'ok',
        messages: [message('b', 2, 'second'), message('c', 3, 'third'), message('a', 1, 'first')],
      },
    });
    renderWithQuery(<ChatBox friend={FRIEND} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('third');
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(texts.map((text) => ['first', 'second', 'third'].find((t) => text.includes(t)))).toEqual(
      ['first', 'second', 'third'],
    );
  });

  it('places a late live message by its sequence and drops a second delivery of one id', () => {
    const client = new QueryClient();
    client.setQueryData(teamKeys.chat(FRIEND_ID), [
      message('a', 1, 'first'),
      message('c', 3, 'third'),
    ]);
    appendToConversation(client, FRIEND_ID, message('b', 2, 'second'));
    appendToConversation(client, FRIEND_ID, message('b', 2, 'second'));
    const stored = client.getQueryData<ChatHistoryMessage[]>(teamKeys.chat(FRIEND_ID));
    expect(stored?.map((entry) => entry.text)).toEqual(['first', 'second', 'third']);
  });
});
