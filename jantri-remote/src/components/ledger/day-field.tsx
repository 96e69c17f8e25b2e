import type { ReactNode } from 'react';
import { todayInIndia } from '@bgmi/shared';
import { InputField } from './input-field';

/**
 * The kit's FormField with the day of a ledger page (results, hisab, a cut sent up, a client's
 * books): no later than today in India; a later day typed by hand becomes today, since no
 * ledger has entries there.
 */
export function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (day: string) => void;
}) {
  const today = todayInIndia();
  return (
    <InputField
      id={id}
      label={label}
      type="date"
      max={today}
      value={value}
      onChange={(event) => onChange(event.target.value > today ? today : event.target.value)}
    />
  );
}
