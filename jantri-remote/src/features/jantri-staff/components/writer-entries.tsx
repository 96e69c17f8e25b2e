import { useState } from 'react';
import { formatRupees, todayInIndia } from '@bgmi/shared';
import { formatTime } from '../../../lib/format-time';
import { useStaffEntries } from '../api/staff-admin';
import { useStaffT } from '../i18n';
import { DataTable, type Column } from '@bgmi/shared/ui-kit';
import { InlineField } from '../../../components/inline-field/inline-field';

/** What the writers entered on a day: totals per writer and game, then the newest entries. */
export function WriterEntries() {
  const t = useStaffT();
  const [date, setDate] = useState(todayInIndia());
  const entries = useStaffEntries(date);
  const totals = entries.data?.totals ?? [];
  const rows = entries.data?.entries ?? [];
  const columns: Column<(typeof totals)[number]>[] = [
    { header: t('entries.writer'), cell: (row) => row.writer_name },
    { header: t('entries.game'), cell: (row) => row.game_name },
    { header: t('entries.records'), cell: (row) => row.records, className: 'ledger-num' },
    {
      header: t('entries.total'),
      cell: (row) => formatRupees(row.total_amount),
      className: 'ledger-num',
    },
  ];
  return (
    <section className="card staff-entries" aria-label={t('entries.aria')}>
      <div className="staff-entries-head">
        <h2 className="section-title">{t('entries.title')}</h2>
        <InlineField className="staff-date" label={t('entries.day')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              value={date}
              max={todayInIndia()}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          )}
        </InlineField>
      </div>
      {entries.isPending ? (
        <p className="page-loading">{t('common.loading')}</p>
      ) : totals.length === 0 ? (
        <p className="empty-state">{t('entries.none')}</p>
      ) : (
        <>
          <DataTable
            className="table-stack staff-totals"
            label={t('entries.totalsAria')}
            columns={columns}
            rows={totals}
            rowKey={(row) => `${row.writer_name}:${row.game_name}`}
            empty={t('entries.none')}
          />
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
