import { setAdmin } from '../../repositories/user-repository';
import { badRequest, notFound } from '../../lib/http-error';
import type { AdminCommand } from '../admin-command';

export const userCommands: AdminCommand[] = [
  {
    name: 'make-admin',
    usage: 'make-admin <bgmiUserId>',
    describe: 'Give a user the admin role (admin-only API routes).',
    run: async ({ database }, [bgmiUserId]) => {
      if (!bgmiUserId) throw badRequest('bgmiUserId is required', 'bgmiUserId');
      const user = await database.transaction((tx) => setAdmin(tx, bgmiUserId, true));
      if (!user) throw notFound(`No user with BGMI ID ${bgmiUserId}`, 'bgmiUserId');
      return `${user.bgmiUserId} is now an admin`;
    },
  },
];
