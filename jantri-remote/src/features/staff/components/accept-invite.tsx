import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useAcceptInvite } from '../api/staff-desk';

/** Accept an operator's invite: the code from his message (or the link's `code`). */
export function AcceptInvite({
  initialCode,
  onAccepted,
}: {
  initialCode: string;
  onAccepted: (bookId: string) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const accept = useAcceptInvite();
  const submit = () => {
    if (!code.trim()) {
      notifyError('Please enter the invite code');
      return;
    }
    accept.mutate(code.trim(), {
      onSuccess: (answer) => {
        notifySuccess(`You joined the book of ${answer.data.operator_name}`);
        setCode('');
        onAccepted(answer.data.book_id);
      },
      onError: (error) => notifyError(errorText(error, 'Could not accept the invite')),
    });
  };
  return (
    <form
      className="card staff-accept"
      aria-label="Accept an invite"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="form-field">
        <label htmlFor="staff-invite-code">Invite code</label>
        <input
          id="staff-invite-code"
          className="input staff-code-input"
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="e.g. K7QM2XPA9D"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Accept invite'}
      </button>
    </form>
  );
}
