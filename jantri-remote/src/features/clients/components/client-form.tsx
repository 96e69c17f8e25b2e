import type { ReactNode } from 'react';

export interface ClientFormValues {
  client_name: string;
  lc: string;
  passing_rate: string;
  patti: string;
}

export const EMPTY_CLIENT: ClientFormValues = {
  client_name: '',
  lc: '',
  passing_rate: '',
  patti: '',
};

interface ClientFormProps {
  values: ClientFormValues;
  onChange: (values: ClientFormValues) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** Replaces the name input (Edit Client selects the client instead). */
  nameField?: ReactNode;
}

const NUMBER_FIELDS = [
  ['lc', 'LC (loss commission %)'],
  ['passing_rate', 'Passing Rate'],
  ['patti', 'Patti (%)'],
] as const;

/** The client form of Add Client and Edit Client: name, lc, passing rate, patti. */
export function ClientForm({
  values,
  onChange,
  onSubmit,
  submitLabel,
  busy,
  nameField,
}: ClientFormProps) {
  return (
    <form
      className="ledger-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {nameField ?? (
        <div className="form-field">
          <label htmlFor="client-name">Client Name</label>
          <input
            id="client-name"
            className="input"
            value={values.client_name}
            maxLength={80}
            onChange={(event) => onChange({ ...values, client_name: event.target.value })}
          />
        </div>
      )}
      {NUMBER_FIELDS.map(([field, label]) => (
        <div className="form-field" key={field}>
          <label htmlFor={`client-${field}`}>{label}</label>
          <input
            id={`client-${field}`}
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
    </form>
  );
}

/** The form's text as the contract's body: lc and patti default to 0. */
export function toClientBody(values: ClientFormValues) {
  return {
    client_name: values.client_name.trim(),
    lc: values.lc === '' ? 0 : Number(values.lc),
    passing_rate: values.passing_rate === '' ? '' : Number(values.passing_rate),
    patti: values.patti === '' ? 0 : Number(values.patti),
  };
}
