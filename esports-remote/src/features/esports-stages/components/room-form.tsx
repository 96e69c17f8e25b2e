import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import type { StageMatch } from '@bgmi/shared/day-and-money';
import { useSetStageRoom } from '../api/set-stage-room';
import { useStagesT } from '../i18n';

type Match = StageMatch & { room_id: string | null; room_password: string | null };

/** The room id and password of a match (released to its lobby's players before the start). */
export function RoomForm({
  eventId,
  stageId,
  match,
}: {
  eventId: string;
  stageId: string;
  match: Match;
}) {
  const t = useStagesT();
  const save = useSetStageRoom(eventId, stageId);
  const [roomId, setRoomId] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="st-form-row" key={match._id}>
      <input
        className="input"
        aria-label={t('room.id')}
        placeholder={match.room_id ?? t('room.id')}
        value={roomId}
        onChange={(e) => setRoomId(e.target.value)}
      />
      <input
        className="input"
        aria-label={t('room.passwordLabel')}
        placeholder={match.room_password ?? t('room.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="button"
        className="btn btn-small"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            { match_id: match._id, room_id: roomId, room_password: password },
            {
              onSuccess: (answer) => notifySuccess(answer.message),
              onError: (error) => notifyError(errorMessage(error, t('room.failed'))),
            },
          )
        }
      >
        {t('room.save')}
      </button>
    </div>
  );
}
