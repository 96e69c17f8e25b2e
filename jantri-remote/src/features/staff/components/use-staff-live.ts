import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket, formatRupees, notifyInfo, useSession, useSocket } from '@bgmi/shared';
import { STAFF_SOCKET_EVENTS, type StaffEntryPayload } from '@bgmi/shared/jantri-contract';
import { STAFF_KEY } from '../api/staff-admin';

/** The operator's page follows his writers live: each entry refreshes the totals and is told. */
export function useStaffLive(): void {
  const socket = useSocket();
  const token = useSession((state) => state.userinfo?.auth_token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket && token) void connectSocket();
  }, [socket, token]);

  useEffect(() => {
    if (!socket) return undefined;
    const onEntry = (entry: StaffEntryPayload) => {
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      const what = entry.kind === 'added' ? 'saved' : 'deleted';
      notifyInfo(
        `${entry.writer_name} ${what} ${entry.records} for ${entry.client_name} · ${entry.game_name} (${formatRupees(entry.total_amount)})`,
      );
    };
    socket.on(STAFF_SOCKET_EVENTS.staffEntry, onEntry);
    return () => {
      socket.off(STAFF_SOCKET_EVENTS.staffEntry, onEntry);
    };
  }, [socket, queryClient]);
}
