import { FormField } from '@bgmi/shared/ui-kit';

interface NameSelectProps {
  id: string;
  label: string;
  /** The first, empty option's words (e.g. 'Selects Client'). */
  placeholder: string;
  names: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Extra options before the names (e.g. 'All Clients'). */
  extra?: readonly string[];
  /** The words shown for an extra option (its value stays as the server knows it). */
  extraLabel?: (value: string) => string;
}

/** A labelled select of client or game names. */
export function NameSelect({
  id,
  label,
  placeholder,
  names,
  value,
  onChange,
  extra = [],
  extraLabel = (value) => value,
}: NameSelectProps) {
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {extra.map((option) => (
            <option key={option} value={option}>
              {extraLabel(option)}
            </option>
          ))}
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
