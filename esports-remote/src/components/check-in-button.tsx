import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';

/**
 * Check In (event page and card): calls `checkIn` (each feature passes its own mutation, so the
 * right queries refetch) and says how it went: the server's message, else `done`.
 */
export function CheckInButton({
  label,
  done,
  failed,
  busy,
  checkIn,
}: {
  label: string;
  done?: string;
  failed: string;
  busy: boolean;
  checkIn: (callbacks: {
    onSuccess: (answer: { message: string }) => void;
    onError: (error: unknown) => void;
  }) => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={busy}
      onClick={() =>
        checkIn({
          onSuccess: (answer) => notifySuccess(answer.message || done || ''),
          onError: (error) => notifyError(errorMessage(error, failed)),
        })
      }
    >
      {label}
    </button>
  );
}
