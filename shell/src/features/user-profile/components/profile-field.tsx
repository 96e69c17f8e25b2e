import { useProfileT } from '../i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';

interface ProfileFieldProps {
  label: string;
  value: string;
  /** Resolves true when saved, so the field returns to display mode. */
  onSave: (value: string) => Promise<boolean>;
  saving: boolean;
}

/** Spec: display mode with Edit, or edit mode with an input and Save; saving returns to display. */
export function ProfileField({ label, value, onSave, saving }: ProfileFieldProps) {
  const t = useProfileT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(draft)) setEditing(false);
  };

  return (
    <div className="pf-field">
      <span className="pf-label">{label}</span>
      {editing ? (
        <form className="pf-edit" onSubmit={submit}>
          <input
            ref={inputRef}
            className="input pf-input"
            aria-label={label}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-small" disabled={saving}>
            {saving ? t('profile.saving') : t('profile.save')}
          </button>
        </form>
      ) : (
        <div className="pf-show">
          <span className="pf-value">{value}</span>
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('profile.editLabel', { label })}
            onClick={() => {
              setDraft(value);
              setEditing(true);
            }}
          >
            {t('profile.edit')}
          </button>
        </div>
      )}
    </div>
  );
}
