import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket, notifyInfo, useSocket } from '@bgmi/shared';
import { JANTRI_PASS_EVENT, type JantriPassNotice } from '@bgmi/shared/jantri-contract';
import { useUpperT } from '../i18n';
import { UPPER_KEY } from './upper-api';

/** Listens for pass notices on the socket: a toast, and the lists refresh. */
export function usePassNotices(): void {
  const socket = useSocket();
  const client = useQueryClient();
  const t = useUpperT();
  useEffect(() => void connectSocket(), []);
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (notice: JantriPassNotice) => {
      const { pass } = notice;
      notifyInfo(
        t(`notice.${notice.kind}`, {
          from: pass.from_username,
          upper: pass.upper_name,
          game: pass.game_name,
        }),
      );
      void client.invalidateQueries({ queryKey: UPPER_KEY });
    };
    socket.on(JANTRI_PASS_EVENT, listener);
    return () => void socket.off(JANTRI_PASS_EVENT, listener);
  }, [socket, client, t]);
}
