import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, notifySuccess } from '@bgmi/shared';
import { FormField, Modal } from '@bgmi/shared/ui-kit';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import { useBanTeam } from '../api/ban-team';
import { useDisqualifyTeam } from '../api/disqualify-team';
import { useOrganizerT } from '../i18n';

export type Discipline = 'disqualify' | 'ban';

interface Props {
  kind: Discipline;
  eventId: string;
  team: { team_id: string; team_name: string };
  onClose: () => void;
}

/**
 * Disqualify a team from this event, or ban it from all of the organiser's events for N days;
 * both need a reason, which the team reads in its notification (and at registration, for a ban).
 */
export function TeamDisciplineDialog({ kind, eventId, team, onClose }: Props) {
  const t = useOrganizerT();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const disqualify = useDisqualifyTeam();
  const ban = useBanTeam();
  const busy = disqualify.isPending || ban.isPending;

  const done = {
    onSuccess: (answer: { message: string }) => {
      notifySuccess(answer.message);
      onClose();
    },
    onError: (error: unknown) => {
      const field = error instanceof ApiError && error.field ? error.field : 'reason';
      setErrors({ [field]: errorMessage(error, t('discipline.saveFailed')) });
    },
  };
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!reason.trim()) return setErrors({ reason: t('discipline.reasonRequired') });
    const base = { event_id: eventId, team_id: team.team_id, reason: reason.trim() };
    if (kind === 'disqualify') disqualify.mutate(base, done);
    else ban.mutate({ ...base, days: Number(days) }, done);
  };

  return (
    <Modal
      title={
        kind === 'disqualify'
          ? t('discipline.disqualifyTitle', { team: team.team_name })
          : t('discipline.banTitle', { team: team.team_name })
      }
      onClose={onClose}
      onSubmit={submit}
    >
      {kind === 'ban' && (
        <FormField label={t('discipline.days')} error={errors.days}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(toAsciiDigits(e.target.value))}
            />
          )}
        </FormField>
      )}
      <FormField label={t('discipline.reason')} error={errors.reason}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
      <div className="modal-actions">
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {kind === 'disqualify' ? t('discipline.disqualify') : t('discipline.ban')}
        </button>
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
