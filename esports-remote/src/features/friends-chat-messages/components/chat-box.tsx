import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX, useSession, useSocket, type FriendEntry } from '@bgmi/shared';
import { useChatHistory } from '../api/get-chat-history';
import { newClientMessageId } from '../lib/chat-cache';
import { useChatUi } from '../../../lib/chat-ui-store';
import { emitMessage } from '../lib/send-message';
import { useSocketConnected } from '../lib/use-chat-connection';
import { zonedTime } from '@bgmi/shared/time-zone';
import { FormField } from '@bgmi/shared/ui-kit';
import { useChatT } from '../i18n';

const time = (iso: string | number) => zonedTime(new Date(iso));

/**
 * One friend's chat: stored history, then my queued messages; sent and received styled apart.
 * Text is rendered as text (never as HTML). A blank message is ignored.
 */
export function ChatBox({ friend, onClose }: { friend: FriendEntry; onClose: () => void }) {
  const t = useChatT();
  const me = useSession((state) => state.userinfo?.userId ?? '');
  const socket = useSocket();
  const connected = useSocketConnected(socket);
  const queryClient = useQueryClient();
  const history = useChatHistory(me, friend._id);
  const outbox = useChatUi((state) => state.outbox);
  const queue = useChatUi((state) => state.queue);
  const markSending = useChatUi((state) => state.markSending);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const stored = history.data ?? [];
  const storedIds = new Set(stored.map((message) => message.clientMessageId).filter(Boolean));
  const waiting = outbox.filter(
    (message) => message.to === friend._id && !storedIds.has(message.clientMessageId),
  );

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [stored.length, waiting.length]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    const message = {
      clientMessageId: newClientMessageId(),
      to: friend._id,
      text: body,
      timestamp: Date.now(),
      state: 'sending' as const,
    };
    queue(message);
    setText('');
    emitMessage(socket, me, message, queryClient);
  };

  const retry = (id: string) => {
    const message = useChatUi.getState().outbox.find((entry) => entry.clientMessageId === id);
    if (!message) return;
    markSending(id);
    emitMessage(socket, me, { ...message, state: 'sending' }, queryClient);
  };

  return (
    <section className="card tm-chat" aria-label={t('box.label', { name: friend.name })}>
      <header className="tm-chat-header">
        <h2>{friend.name}</h2>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('box.close')}
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      {!connected && (
        <p className="tm-chat-status" role="status">
          {t('box.notConnected')}
        </p>
      )}
      <ol
        className="tm-chat-messages"
        ref={listRef}
        aria-label={t('box.messages')}
        aria-live="polite"
      >
        {history.isPending && <li className="muted">{t('box.loading')}</li>}
        {!history.isPending && stored.length === 0 && waiting.length === 0 && (
          <li className="muted tm-chat-empty">{t('box.empty')}</li>
        )}
        {stored.map((message) => (
          <li
            key={message._id}
            className={`tm-bubble ${message.sender === me ? 'tm-sent' : 'tm-received'}`}
          >
            <span className="tm-bubble-text">{message.text}</span>
            <time className="tm-bubble-time" dateTime={message.createdAt}>
              {time(message.createdAt)}
            </time>
          </li>
        ))}
        {waiting.map((message) => (
          <li key={message.clientMessageId} className="tm-bubble tm-sent tm-pending">
            <span className="tm-bubble-text">{message.text}</span>
            {message.state === 'sending' ? (
              <span className="tm-bubble-time">{t('box.sending')}</span>
            ) : (
              <span className="tm-bubble-time text-danger">
                {message.error}{' '}
                <button
                  type="button"
                  className="btn-link"
                  onClick={() => retry(message.clientMessageId)}
                >
                  {t('box.retry')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <form className="tm-chat-form" onSubmit={send}>
        <FormField
          id="tm-chat-input"
          label={t('box.messageTo', { name: friend.name })}
          labelHidden
          className="tm-chat-field"
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t('box.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary">
          {t('box.send')}
        </button>
      </form>
    </section>
  );
}
