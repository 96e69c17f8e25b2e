import type { ReactElement, ReactNode } from 'react';
import { FormField, type ControlProps } from '@bgmi/shared/ui-kit';
import './inline-field.css';

/**
 * The kit's FormField with its label beside the control instead of above it: a filter over a
 * list (admin status, audit action, the writers' day) that must not push the list down a line.
 * `className` places the field (the feature's own spacing).
 */
export function InlineField({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}) {
  return (
    <div className={className ? `inline-field ${className}` : 'inline-field'}>
      <FormField label={label}>{children}</FormField>
    </div>
  );
}
