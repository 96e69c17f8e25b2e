import { useState } from 'react';
import { formatRupees, todayInIndia } from '@bgmi/shared';
import { formatTime } from '../../../lib/format-time';
import { useStaffEntries } from '../api/staff-admin';
import { useStaffT } from '../i18n';

/** What the writers entered on a day: totals per writer and game, then the newest entries. */
export function WriterEntries() {
  const t = useStaffT();
  const [date, setDate] = useState(todayInIndia());
  const entries = useStaffEntries(date);
  const totals = entries.data?.totals ?? [];
  const rows = entries.data?.entries ?? [];
  return (
    <section className="card staff-entries" aria-label={t('entries.aria')}>
      <div className="staff-entries-head">
        <h2 className="section-title">{t('entries.title')}</h2>
        <label className="staff-date">
          {t('entries.day')}{' '}
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
        <p className="page-loading">{t('common.loading')}</p>
      ) : totals.length === 0 ? (
        <p className="empty-state">{t('entries.none')}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table table-stack staff-totals" aria-label={t('entries.totalsAria')}>
              <thead>
                <tr>
                  <th>{t('entries.writer')}</th>
                  <th>{t('entries.game')}</th>
                  <th className="ledger-num">{t('entries.records')}</th>
                  <th className="ledger-num">{t('entries.total')}</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((row) => (
                  <tr key={`${row.writer_name}:${row.game_name}`}>
                    <td data-label={t('entries.writer')}>{row.writer_name}</td>
                    <td data-label={t('entries.game')}>{row.game_name}</td>
                    <td className="ledger-num" data-label={t('entries.records')}>
                      {row.records}
                    </td>
                    <td className="ledger-num" data-label={t('entries.total')}>
                      {formatRupees(row.total_amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="staff-entry-list" aria-label={t('entries.newestAria')}>
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
