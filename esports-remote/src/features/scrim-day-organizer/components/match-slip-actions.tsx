import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import { type OrganizerMatch } from '@bgmi/shared/day-and-money';
import { useDelayMatch } from '../api/delay-match';
import { useReleaseRoomNow } from '../api/release-room-now';
import { useOrganizerT } from '../i18n';

/**
 * When the day slips (issue 22): release this match's room now, or delay it (and, if asked, every
 * later match) by N minutes. The players are told by the server.
 */
export function MatchSlipActions({ eventId, match }: { eventId: string; match: OrganizerMatch }) {
  const t = useOrganizerT();
  const release = useReleaseRoomNow(eventId);
  const delay = useDelayMatch(eventId);
  const [minutes, setMinutes] = useState('10');
  const [following, setFollowing] = useState(true);
  const n = match.match_no;
  const released = Date.parse(match.room_release_at) <= Date.now();
  const feedback = (fallback: string) => ({
    onSuccess: (answer: { message: string }) => notifySuccess(answer.message),
    onError: (error: unknown) => notifyError(errorMessage(error, fallback)),
  });

  if (match.results_posted) return null;
  return (
    <div className="org-slip">
      {match.has_room && !released && (
        <button
          type="button"
          className="btn btn-small btn-success"
          disabled={release.isPending}
          onClick={() => release.mutate(match._id, feedback(t('slip.releaseFailed')))}
        >
          {t('slip.release')}
        </button>
      )}
      <FormField label={t('slip.delay')} className="org-delay">
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            // The name says which match: a console lists many slips (the visible word is short).
            aria-label={t('slip.delayLabel', { number: n })}
            value={minutes}
            onChange={(e) => setMinutes(toAsciiDigits(e.target.value))}
          />
        )}
      </FormField>
      <label className="org-check">
        <input
          type="checkbox"
          checked={following}
          onChange={(e) => setFollowing(e.target.checked)}
        />
        {t('slip.following')}
      </label>
      <button
        type="button"
        className="btn btn-small"
        disabled={delay.isPending}
        onClick={() =>
          delay.mutate(
            { match_id: match._id, minutes: Number(minutes), following },
            feedback(t('slip.delayFailed')),
          )
        }
      >
        {t('slip.delayButton', { number: n })}
      </button>
    </div>
  );
}
