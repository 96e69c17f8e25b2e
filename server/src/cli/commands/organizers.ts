import type { AdminCommand } from '../admin-command';
import { badRequest, notFound } from '../../lib/http-error';
import { findUserByBgmiUserId } from '../../repositories/user/user-repository';
import { setOrganizer } from '../../repositories/scrim-day/scrim-event-repository';

/** DESIGN 7: the organiser role is granted by an admin. */
export const organizerCommands: AdminCommand[] = [
  {
    name: 'make-organizer',
    usage: 'make-organizer <bgmiUserId>',
    describe: 'Give a user the organiser role (organiser console: events, matches, results).',
    run: async ({ database }, [bgmiUserId]) => {
      if (!bgmiUserId) throw badRequest('bgmiUserId is required', 'bgmiUserId');
      const user = await findUserByBgmiUserId(database.db, bgmiUserId);
      if (!user) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
      await setOrganizer(database.db, user.id, true);
      return `${user.bgmiUserId} is now an organiser`;
    },
  },
];
