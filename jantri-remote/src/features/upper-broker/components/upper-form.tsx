import type { CommissionBasis } from '@bgmi/shared/jantri-contract';
import { useUpperT } from '../i18n';
import { FormField } from '@bgmi/shared/ui-kit';
import { DecimalField } from '../../../components/ledger/decimal-field';
import { SubmitForm } from '../../../components/ledger/submit-form';

export interface UpperFormValues {
  upper_id?: string | undefined;
  name: string;
  upper_username: string;
  passing_rate: string;
  lc: string;
  patti: string;
  commission_basis: CommissionBasis;
}

export const EMPTY_UPPER: UpperFormValues = {
  name: '',
  upper_username: '',
  passing_rate: '90',
  lc: '',
  patti: '',
  commission_basis: 'loss',
};

const NUMBERS = [
  ['passing_rate', 'form.passingRate'],
  ['lc', 'form.lc'],
  ['patti', 'form.patti'],
] as const;

interface Props {
  values: UpperFormValues;
  onChange: (values: UpperFormValues) => void;
  onSubmit: () => void;
  onCancel?: (() => void) | undefined;
  busy: boolean;
}

/** The upper's name, his username here (if he keeps his books on this site) and his terms. */
export function UpperForm({ values, onChange, onSubmit, onCancel, busy }: Props) {
  const t = useUpperT();
  const set = (patch: Partial<UpperFormValues>) => onChange({ ...values, ...patch });
  return (
    <SubmitForm className="card ledger-form upper-form" onSubmit={onSubmit}>
      <h2 className="upper-form-title">{t(values.upper_id ? 'form.edit' : 'form.add')}</h2>
      <FormField id="upper-name" label={t('form.name')}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.name}
            maxLength={80}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="upper-username" label={t('form.username')}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.upper_username}
            maxLength={80}
            autoCapitalize="none"
            placeholder={t('form.usernameHint')}
            onChange={(event) => set({ upper_username: event.target.value })}
          />
        )}
      </FormField>
      <div className="upper-terms">
        {NUMBERS.map(([field, label]) => (
          <DecimalField
            key={field}
            id={`upper-${field}`}
            label={t(label)}
            value={values[field]}
            onChange={(text) => set({ [field]: text })}
          />
        ))}
      </div>
      <FormField id="upper-basis" label={t('form.basis')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.commission_basis}
            onChange={(event) => set({ commission_basis: event.target.value as CommissionBasis })}
          >
            <option value="loss">{t('form.onLoss')}</option>
            <option value="total">{t('form.onTotal')}</option>
          </select>
        )}
      </FormField>
      <div className="upper-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(values.upper_id ? 'form.save' : 'form.add')}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </SubmitForm>
  );
}
