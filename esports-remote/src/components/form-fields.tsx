import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '@bgmi/shared/ui-kit';
import { toAsciiDigits } from '@bgmi/shared/i18n';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange'
>;

/**
 * A UI-kit FormField holding one text/number/date input whose value is a string in state. A
 * number field is a text field with a numeric keyboard that reads Devanagari digits (०-९) as
 * ASCII ones (DESIGN section 9): a browser's number input refuses them.
 */
export function InputField({
  label,
  hint,
  value,
  onValue,
  type,
  ...input
}: InputAttributes & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
}) {
  const numeric = type === 'number';
  return (
    <FormField label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...input}
          type={numeric ? 'text' : type}
          inputMode={numeric ? 'numeric' : input.inputMode}
          className="input"
          value={value}
          onChange={(e) => onValue(numeric ? toAsciiDigits(e.target.value) : e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A UI-kit FormField holding a select over a fixed list of string choices. */
export function SelectField<T extends string>({
  label,
  value,
  onValue,
  options,
}: {
  label: ReactNode;
  value: T;
  onValue: (value: T) => void;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <FormField label={label}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={value}
          onChange={(e) => onValue(e.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
