import { useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@bgmi/shared';
import { BOOK_ACCESS_MESSAGES, type StaffBook } from '@bgmi/shared/jantri-contract';
import { NameSelect } from '../../../components/ledger/name-select';
import { ActingBook } from '../../../lib/acting-book';
import { LEDGER_KEY } from '../../../lib/error-text';
import { useBookGames } from '../api/staff-desk';
import { BookRecords } from './book-records';
import { useBookWatch } from './use-book-watch';

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
  const queryClient = useQueryClient();
  const { removed, refuse } = useBookWatch(book.book_id);
  const games = useBookGames(book.book_id);
  const [client, setClient] = useState(book.client_names[0] ?? '');
  const [game, setGame] = useState('');
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && REFUSED.has(error.message)) refuse();
  };
  const gamesError = games.error;
  const firstGame = games.data?.[0];
  useEffect(() => {
    if (gamesError instanceof ApiError && REFUSED.has(gamesError.message)) refuse();
  }, [gamesError, refuse]);
  useEffect(() => {
    if (!game && firstGame) setGame(firstGame);
  }, [game, firstGame]);

  if (removed) {
    return (
      <section className="card staff-removed" role="alert" aria-label="Access removed">
        <h2 className="section-title">Access removed</h2>
        <p>{removed}</p>
        <p>Nothing more can be entered here. Ask the operator if this is a mistake.</p>
      </section>
    );
  }
  const writer = book.role === 'writer';
  return (
    <section className="staff-desk" aria-label={`Book of ${book.operator_name}`}>
      <div className="card staff-desk-head">
        <p>
          Book of <strong>{book.operator_name}</strong> · {writer ? 'Writer' : 'Viewer (read only)'}
        </p>
        <div className="staff-selects">
          <NameSelect
            id="desk-client"
            label="Client"
            placeholder="Select Client"
            names={book.client_names}
            value={client}
            onChange={setClient}
          />
          <NameSelect
            id="desk-game"
            label="Game"
            placeholder="Select Game"
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
          Entries{client ? ` · ${client}` : ''}
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
