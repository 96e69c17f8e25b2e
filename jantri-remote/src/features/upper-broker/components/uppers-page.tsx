import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { JantriUpper } from '@bgmi/shared/jantri-contract';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useRemoveUpper, useSaveUpper, useUppers } from '../api/upper-api';
import { EMPTY_UPPER, UpperForm, type UpperFormValues } from './upper-form';
import { useUpperT } from '../i18n';
import '../upper-broker.css';

const toForm = (u: JantriUpper): UpperFormValues => ({
  upper_id: u._id,
  name: u.name,
  upper_username: u.upper_username ?? '',
  passing_rate: String(u.passing_rate),
  lc: String(u.lc),
  patti: String(u.patti),
  commission_basis: u.commission_basis,
});

/** /uppers: the operator's upper operators and their terms (issue 27). */
export default function UppersPage() {
  const t = useUpperT();
  const uppers = useUppers();
  const failed = (error: Error) => notifyError(errorText(error, t('common.failed')));
  const save = useSaveUpper();
  const remove = useRemoveUpper();
  const [values, setValues] = useState(EMPTY_UPPER);

  const submit = () => {
    if (!values.name.trim() || values.passing_rate === '') {
      notifyError(t('uppers.required'));
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('uppers.saved'));
        setValues(EMPTY_UPPER);
      },
      onError: failed,
    });
  };

  return (
    <LedgerPage title={t('uppers.title')}>
      <nav className="upper-nav">
        <Link to="/upperPasses">{t('nav.passes')}</Link>
        <Link to="/upperHisab">{t('nav.layerHisab')}</Link>
      </nav>
      <UpperForm
        values={values}
        onChange={setValues}
        onSubmit={submit}
        onCancel={values.upper_id ? () => setValues(EMPTY_UPPER) : undefined}
        busy={save.isPending}
      />
      <ul className="upper-list" aria-label={t('uppers.title')}>
        {uppers.data?.length === 0 && <li className="empty-state">{t('uppers.empty')}</li>}
        {uppers.data?.map((u) => (
          <li key={u._id} className="card upper-row">
            <div>
              <strong>{u.name}</strong>
              <span className="upper-who">
                {u.upper_username
                  ? t('uppers.booksHere', { username: u.upper_username })
                  : t('uppers.booksElsewhere')}
              </span>
              <span className="upper-terms-text">
                {t('uppers.terms', {
                  rate: u.passing_rate,
                  lc: u.lc,
                  basis: u.commission_basis,
                  patti: u.patti,
                })}
              </span>
            </div>
            <div className="upper-row-actions">
              <button type="button" className="btn btn-small" onClick={() => setValues(toForm(u))}>
                {t('uppers.edit')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => remove.mutate(u._id, { onError: failed })}
              >
                {t('uppers.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </LedgerPage>
  );
}
