import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useAcceptInvite } from '../api/staff-desk';
import { useStaffT } from '../i18n';
import { FormField } from '@bgmi/shared/ui-kit';
import { SubmitForm } from '../../../components/ledger/submit-form';

/** Accept an operator's invite: the code from his message (or the link's `code`). */
export function AcceptInvite({
  initialCode,
  onAccepted,
}: {
  initialCode: string;
  onAccepted: (bookId: string) => void;
}) {
  const t = useStaffT();
  const [code, setCode] = useState(initialCode);
  const accept = useAcceptInvite();
  const submit = () => {
    if (!code.trim()) {
      notifyError(t('accept.enterCode'));
      return;
    }
    accept.mutate(code.trim(), {
      onSuccess: (answer) => {
        notifySuccess(t('accept.joined', { operator: answer.data.operator_name }));
        setCode('');
        onAccepted(answer.data.book_id);
      },
      onError: (error) => notifyError(errorText(error, t('accept.failed'))),
    });
  };
  return (
    <SubmitForm className="card staff-accept" label={t('accept.aria')} onSubmit={submit}>
      <FormField id="staff-invite-code" label={t('accept.codeLabel')}>
        {(control) => (
          <input
            {...control}
            className="input staff-code-input"
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('accept.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
        {accept.isPending ? t('accept.joining') : t('accept.submit')}
      </button>
    </SubmitForm>
  );
}
