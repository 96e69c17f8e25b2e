import type { ReactNode } from 'react';

/**
 * A ledger form: the page checks the fields itself and says what is wrong (noValidate), and
 * Enter or the submit button calls `onSubmit` without loading the page again.
 */
export function SubmitForm({
  className,
  label,
  onSubmit,
  children,
}: {
  className: string;
  /** The form's accessible name, where the page has more than one. */
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
