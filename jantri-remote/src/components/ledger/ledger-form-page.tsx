import type { ReactNode } from 'react';
import { LedgerPage } from './ledger-page';
import { LoadingOverlay } from './loading-overlay';
import { SubmitForm } from './submit-form';

interface LedgerFormPageProps {
  title: string;
  /** The call runs: the overlay shows and the button waits. */
  pending: boolean;
  submitLabel: string;
  /** A red button (deletes) instead of the primary one. */
  danger?: boolean;
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Below the form: a note, a confirmation dialog. */
  after?: ReactNode;
}

/** A ledger screen that is one form (add a game, delete a game, a jantri or a client). */
export function LedgerFormPage({
  title,
  pending,
  submitLabel,
  danger = false,
  onSubmit,
  children,
  after,
}: LedgerFormPageProps) {
  return (
    <LedgerPage title={title}>
      <LoadingOverlay show={pending} />
      <SubmitForm className="card ledger-form" onSubmit={onSubmit}>
        {children}
        <button
          type="submit"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={pending}
        >
          {submitLabel}
        </button>
      </SubmitForm>
      {after}
    </LedgerPage>
  );
}
