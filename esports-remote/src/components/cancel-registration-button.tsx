import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { useEsportsT } from '../lib/i18n';

/**
 * The leader's Cancel registration (event page and card): asks first, then calls `cancel` (each
 * feature passes its own mutation, so the right queries refetch). A freed slot goes to the
 * waitlist on the server, as it always did.
 */
export function CancelRegistrationButton({
  teamName,
  eventTitle,
  cancel,
  busy,
}: {
  teamName: string;
  eventTitle: string;
  cancel: (callbacks: {
    onSuccess: (answer: { message: string }) => void;
    onError: (error: unknown) => void;
  }) => void;
  busy: boolean;
}) {
  const t = useEsportsT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-small btn-danger" onClick={() => setAsking(true)}>
        {t('cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('cancel.title')}
          confirmLabel={t('cancel.confirm')}
          cancelLabel={t('cancel.keep')}
          tone="danger"
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            cancel({
              onSuccess: (answer) => {
                setAsking(false);
                notifySuccess(answer.message);
              },
              onError: (error) => notifyError(errorMessage(error, t('cancel.failed'))),
            })
          }
        >
          <p>{t('cancel.body', { team: teamName, event: eventTitle })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
