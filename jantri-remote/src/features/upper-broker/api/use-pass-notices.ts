import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket, notifyInfo, useSocket } from '@bgmi/shared';
import { JANTRI_PASS_EVENT, type JantriPassNotice } from '@bgmi/shared/jantri-contract';
import { UPPER_KEY } from './upper-api';

const TEXT: Record<JantriPassNotice['kind'], (n: JantriPassNotice) => string> = {
  arrived: (n) => `A pass arrived from ${n.pass.from_username} (${n.pass.game_name})`,
  accepted: (n) => `${n.pass.upper_name} accepted your pass (${n.pass.game_name})`,
  refused: (n) => `${n.pass.upper_name} refused your pass (${n.pass.game_name})`,
  taken_back: (n) => `${n.pass.from_username} took a pass back (${n.pass.game_name})`,
};

/** Listens for pass notices on the socket: a toast, and the lists refresh. */
export function usePassNotices(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => void connectSocket(), []);
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (notice: JantriPassNotice) => {
      notifyInfo(TEXT[notice.kind](notice));
      void client.invalidateQueries({ queryKey: UPPER_KEY });
    };
    socket.on(JANTRI_PASS_EVENT, listener);
    return () => void socket.off(JANTRI_PASS_EVENT, listener);
  }, [socket, client]);
}
