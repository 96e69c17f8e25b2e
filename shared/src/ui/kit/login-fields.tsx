import { FormField } from './form-field';

export interface LoginFieldsProps {
  /** The ids are `<idPrefix>-login-id` and `<idPrefix>-login-password` (tests and e2e find them). */
  idPrefix: string;
  labels: { bgmiId: string; password: string };
  bgmiUserId: string;
  password: string;
  onBgmiUserId: (value: string) => void;
  onPassword: (value: string) => void;
}

/**
 * The BGMI ID and password fields of a login (jantri spec section 5), with the names and
 * autocomplete a password manager fills: one piece for the shell's login page and the login of a
 * side mounted alone (standalone-login.tsx), so the two cannot drift apart.
 */
export function LoginFields({
  idPrefix,
  labels,
  bgmiUserId,
  password,
  onBgmiUserId,
  onPassword,
}: LoginFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-login-id`} label={labels.bgmiId}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="bgmiUserId"
            autoComplete="username"
            value={bgmiUserId}
            onChange={(event) => onBgmiUserId(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-login-password`} label={labels.password}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
