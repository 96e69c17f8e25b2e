import { useId, type ReactElement, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control (input, select, textarea: the render prop receives its id and aria
 * props), an optional hint and an error line the control points at with aria-describedby.
 * `labelHidden` keeps the label for a screen reader only, where the field's place says what it
 * is (a search box, a chat line beside its Send button); `className` lays the field out in its
 * row (a flex row of field and button).
 */
export function FormField({
  label,
  error,
  hint,
  id,
  labelHidden = false,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  labelHidden?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={controlId} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
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
