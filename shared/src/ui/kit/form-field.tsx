import { useId, type ReactElement, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control (input, select, textarea: the render prop receives its id and aria
 * props), an optional hint and an error line the control points at with aria-describedby.
 */
export function FormField({
  label,
  error,
  hint,
  id,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  children: (control: ControlProps) => ReactElement;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <small id={hintId} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
