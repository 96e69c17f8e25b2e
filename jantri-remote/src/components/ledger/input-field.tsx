import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '@bgmi/shared/ui-kit';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** The kit's FormField around one `.input` box; every other prop goes to the input. */
export function InputField({ id, label, ...input }: { id: string; label: ReactNode } & InputProps) {
  return (
    <FormField id={id} label={label}>
      {(control) => <input {...control} className="input" {...input} />}
    </FormField>
  );
}
