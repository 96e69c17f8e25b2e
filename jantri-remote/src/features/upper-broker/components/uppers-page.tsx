import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { JantriUpper } from '@bgmi/shared/jantri-contract';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useRemoveUpper, useSaveUpper, useUppers } from '../api/upper-api';
import { EMPTY_UPPER, UpperForm, type UpperFormValues } from './upper-form';
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

const terms = (u: JantriUpper) =>
  `Rate ${u.passing_rate} · Commission ${u.lc}% ${u.commission_basis === 'total' ? 'on total' : 'on loss'} · Patti ${u.patti}%`;

/** /uppers: the operator's upper operators and their terms (issue 27). */
export default function UppersPage() {
  const uppers = useUppers();
  const save = useSaveUpper();
  const remove = useRemoveUpper();
  const [values, setValues] = useState(EMPTY_UPPER);

  const submit = () => {
    if (!values.name.trim() || values.passing_rate === '') {
      notifyError('Please fill all required fields');
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess('Upper saved');
        setValues(EMPTY_UPPER);
      },
      onError: (error) => notifyError(errorText(error, 'Something went wrong')),
    });
  };

  return (
    <LedgerPage title="Upper operators">
      <nav className="upper-nav">
        <Link to="/upperPasses">Passes</Link>
        <Link to="/upperHisab">Kept / passed hisab</Link>
      </nav>
      <UpperForm
        values={values}
        onChange={setValues}
        onSubmit={submit}
        onCancel={values.upper_id ? () => setValues(EMPTY_UPPER) : undefined}
        busy={save.isPending}
      />
      <ul className="upper-list" aria-label="Upper operators">
        {uppers.data?.length === 0 && <li className="empty-state">No upper operators yet.</li>}
        {uppers.data?.map((u) => (
          <li key={u._id} className="card upper-row">
            <div>
              <strong>{u.name}</strong>
              <span className="upper-who">
                {u.upper_username ? `@${u.upper_username} · books here` : 'Books elsewhere'}
              </span>
              <span className="upper-terms-text">{terms(u)}</span>
            </div>
            <div className="upper-row-actions">
              <button type="button" className="btn btn-small" onClick={() => setValues(toForm(u))}>
                Edit
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  remove.mutate(u._id, {
                    onError: (error) => notifyError(errorText(error, 'Something went wrong')),
                  })
                }
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </LedgerPage>
  );
}
