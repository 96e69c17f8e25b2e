import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '@bgmi/shared/ui-kit';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange'
>;

/** A UI-kit FormField holding one text/number/date input whose value is a string in state. */
export function InputField({
  label,
  hint,
  value,
  onValue,
  ...input
}: InputAttributes & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...input}
          className="input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
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
