import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket, formatRupees, notifyInfo, useSession, useSocket } from '@bgmi/shared';
import { STAFF_SOCKET_EVENTS, type StaffEntryPayload } from '@bgmi/shared/jantri-contract';
import { STAFF_KEY } from '../api/staff-admin';
import { useStaffT } from '../i18n';

/** The operator's page follows his writers live: each entry refreshes the totals and is told. */
export function useStaffLive(): void {
  const t = useStaffT();
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
      notifyInfo(
        t('live.entry', {
          writer: entry.writer_name,
          kind: entry.kind === 'added' ? 'added' : 'deleted',
          records: String(entry.records),
          client: entry.client_name,
          game: entry.game_name,
          amount: formatRupees(entry.total_amount),
        }),
      );
    };
    socket.on(STAFF_SOCKET_EVENTS.staffEntry, onEntry);
    return () => {
      socket.off(STAFF_SOCKET_EVENTS.staffEntry, onEntry);
    };
  }, [socket, queryClient, t]);
}
