import { useState } from 'react';
import { formatRupees, todayInIndia } from '@bgmi/shared';
import { formatTime } from '../../../lib/format-time';
import { useStaffEntries } from '../api/staff-admin';

/** What the writers entered on a day: totals per writer and game, then the newest entries. */
export function WriterEntries() {
  const [date, setDate] = useState(todayInIndia());
  const entries = useStaffEntries(date);
  const totals = entries.data?.totals ?? [];
  const rows = entries.data?.entries ?? [];
  return (
    <section className="card staff-entries" aria-label="Writers' entries">
      <div className="staff-entries-head">
        <h2 className="section-title">Writers&apos; entries</h2>
        <label className="staff-date">
          Day{' '}
          <input
            type="date"
            className="input"
            value={date}
            max={todayInIndia()}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </label>
      </div>
      {entries.isPending ? (
        <p className="page-loading">Loading...</p>
      ) : totals.length === 0 ? (
        <p className="empty-state">No entries by your staff on this day.</p>
      ) : (
        <>
          <div className="table-wrap">
            <table
              className="table table-stack staff-totals"
              aria-label="Totals per writer and game"
            >
              <thead>
                <tr>
                  <th>Writer</th>
                  <th>Game</th>
                  <th className="ledger-num">Records</th>
                  <th className="ledger-num">Total</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((row) => (
                  <tr key={`${row.writer_name}:${row.game_name}`}>
                    <td data-label="Writer">{row.writer_name}</td>
                    <td data-label="Game">{row.game_name}</td>
                    <td className="ledger-num" data-label="Records">
                      {row.records}
                    </td>
                    <td className="ledger-num" data-label="Total">
                      {formatRupees(row.total_amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="staff-entry-list" aria-label="Newest entries">
            {rows.map((entry) => (
              <li key={entry._id} className="staff-entry">
                <span className="staff-entry-time">{formatTime(entry.createdAt)}</span>
                <strong>{entry.writer_name}</strong>
                <span>
                  {entry.client_name} · {entry.game_name}
                </span>
                <span className="staff-entry-numbers">{entry.bet_numbers}</span>
                <span className="ledger-num">{formatRupees(entry.total_amount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
