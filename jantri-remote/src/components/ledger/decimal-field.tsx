import type { ReactNode } from 'react';
import { InputField } from './input-field';
import { typedNumber } from '../../lib/number-input';

/**
 * The kit's FormField with an amount or rate box (lc, patti, cut, less %, dabba, max loss): a text
 * input with the decimal keypad rather than type=number, so a phone keeps what was typed and
 * Devanagari digits reach `onChange` as ASCII (typedNumber).
 */
export function DecimalField({
  id,
  label,
  value,
  onChange,
  placeholder,
  max,
  step,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  max?: number;
  step?: string;
}) {
  return (
    <InputField
      id={id}
      label={label}
      type="text"
      inputMode="decimal"
      min={0}
      max={max}
      step={step}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(typedNumber(event.target.value))}
    />
  );
}
