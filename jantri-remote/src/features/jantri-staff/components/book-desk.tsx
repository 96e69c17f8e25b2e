import { useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@bgmi/shared';
import { useMessageWords } from '@bgmi/shared/i18n';
import { BOOK_ACCESS_MESSAGES, type StaffBook } from '@bgmi/shared/jantri-contract';
import { NameSelect } from '../../../components/ledger/name-select';
import { ActingBook } from '../../../lib/acting-book';
import { LEDGER_KEY } from '../../../lib/error-text';
import { useBookGames } from '../api/staff-desk';
import { BookRecords } from './book-records';
import { useBookWatch } from './use-book-watch';
import { useStaffT } from '../i18n';

/** The bet entry panel the page is given (the ledger's own, composed in app/). */
export interface StaffBetEntryProps {
  clientName: string;
  gameName: string;
  onSaved: () => void;
}

const REFUSED = new Set<string>([
  BOOK_ACCESS_MESSAGES.noAccess,
  BOOK_ACCESS_MESSAGES.accessRemoved,
]);

/** One book a staff member works in: his clients, the book's games, bet entry and his entries. */
export function BookDesk({
  book,
  BetEntry,
}: {
  book: StaffBook;
  BetEntry: ComponentType<StaffBetEntryProps>;
}) {
  const t = useStaffT();
  const words = useMessageWords();
  const queryClient = useQueryClient();
  const { removed, refuse } = useBookWatch(book.book_id);
  const games = useBookGames(book.book_id);
  const [client, setClient] = useState(book.client_names[0] ?? '');
  const [game, setGame] = useState('');
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && REFUSED.has(error.serverMessage)) refuse();
  };
  const gamesError = games.error;
  const firstGame = games.data?.[0];
  useEffect(() => {
    if (gamesError instanceof ApiError && REFUSED.has(gamesError.serverMessage)) refuse();
  }, [gamesError, refuse]);
  useEffect(() => {
    if (!game && firstGame) setGame(firstGame);
  }, [game, firstGame]);

  if (removed) {
    return (
      <section className="card staff-removed" role="alert" aria-label={t('desk.accessRemoved')}>
        <h2 className="section-title">{t('desk.accessRemoved')}</h2>
        <p>
          {removed === BOOK_ACCESS_MESSAGES.accessRemoved
            ? words('jantri-staff.access_removed_by_operator', removed)
            : removed}
        </p>
        <p>{t('desk.nothingMore')}</p>
      </section>
    );
  }
  const writer = book.role === 'writer';
  return (
    <section
      className="staff-desk"
      aria-label={t('desk.bookAria', { operator: book.operator_name })}
    >
      <div className="card staff-desk-head">
        <p>
          <strong>{t('desk.bookAria', { operator: book.operator_name })}</strong> ·{' '}
          {writer ? t('role.writer') : t('desk.viewerReadOnly')}
        </p>
        <div className="staff-selects">
          <NameSelect
            id="desk-client"
            label={t('desk.client')}
            placeholder={t('desk.selectClient')}
            names={book.client_names}
            value={client}
            onChange={setClient}
          />
          <NameSelect
            id="desk-game"
            label={t('desk.game')}
            placeholder={t('desk.selectGame')}
            names={games.data ?? []}
            value={game}
            onChange={setGame}
          />
        </div>
      </div>
      {writer && (
        <ActingBook book={book.book_id}>
          <BetEntry
            clientName={client}
            gameName={game}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: LEDGER_KEY })}
          />
        </ActingBook>
      )}
      <div className="card">
        <h2 className="section-title">
          {t('desk.entries')}
          {client ? ` · ${client}` : ''}
          {game ? ` · ${game}` : ''}
        </h2>
        <BookRecords
          book={book.book_id}
          client={client}
          game={game}
          canDelete={writer}
          onRefused={onRefused}
        />
      </div>
    </section>
  );
}
