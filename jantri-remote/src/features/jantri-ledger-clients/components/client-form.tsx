import { useClientsT } from '../i18n';
import type { ReactNode } from 'react';
import type { CommissionBasis } from '@bgmi/shared/jantri-contract';
import { FormField } from '@bgmi/shared/ui-kit';
import { DecimalField } from '../../../components/ledger/decimal-field';
import { SubmitForm } from '../../../components/ledger/submit-form';

export interface ClientFormValues {
  client_name: string;
  lc: string;
  passing_rate: string;
  patti: string;
  commission_basis: CommissionBasis;
}

export const EMPTY_CLIENT: ClientFormValues = {
  client_name: '',
  lc: '',
  passing_rate: '',
  patti: '',
  commission_basis: 'loss',
};

/** The two commission bases as the form and the client table name them (catalogue keys). */
export const BASIS_LABELS = {
  loss: 'form.basisLoss',
  total: 'form.basisTotal',
} as const satisfies Record<CommissionBasis, string>;

export interface ClientFormProps {
  values: ClientFormValues;
  onChange: (values: ClientFormValues) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** Replaces the name input (Edit Client selects the client instead). */
  nameField?: ReactNode;
}

const NUMBER_FIELDS = [
  ['lc', 'form.lc'],
  ['passing_rate', 'form.passingRate'],
  ['patti', 'form.patti'],
] as const;

/** The client form of Add Client and Edit Client: name, lc, passing rate, patti, lc basis. */
export function ClientForm({
  values,
  onChange,
  onSubmit,
  submitLabel,
  busy,
  nameField,
}: ClientFormProps) {
  const t = useClientsT();
  return (
    <SubmitForm className="ledger-form" onSubmit={onSubmit}>
      {nameField ?? (
        <FormField id="client-name" label={t('form.name')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={values.client_name}
              maxLength={80}
              onChange={(event) => onChange({ ...values, client_name: event.target.value })}
            />
          )}
        </FormField>
      )}
      {NUMBER_FIELDS.map(([field, label]) => (
        <DecimalField
          key={field}
          id={`client-${field}`}
          label={t(label)}
          value={values[field]}
          onChange={(text) => onChange({ ...values, [field]: text })}
        />
      ))}
      <FormField
        id="client-commission-basis"
        label={t('form.basis')}
        hint={
          <span className="ledger-note">
            {values.commission_basis === 'total'
              ? t('form.basisTotalNote')
              : t('form.basisLossNote')}
          </span>
        }
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.commission_basis}
            onChange={(event) =>
              onChange({ ...values, commission_basis: event.target.value as CommissionBasis })
            }
          >
            <option value="loss">{t(BASIS_LABELS.loss)}</option>
            <option value="total">{t(BASIS_LABELS.total)}</option>
          </select>
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('form.saving') : submitLabel}
      </button>
    </SubmitForm>
  );
}

/** The form's text as the contract's body: lc and patti default to 0. */
export function toClientBody(values: ClientFormValues) {
  return {
    client_name: values.client_name.trim(),
    lc: values.lc === '' ? 0 : Number(values.lc),
    passing_rate: values.passing_rate === '' ? '' : Number(values.passing_rate),
    patti: values.patti === '' ? 0 : Number(values.patti),
    commission_basis: values.commission_basis,
  };
}
