import { loadConfig } from '../../config';
import { badRequest } from '../../lib/http-error';
import { adminIssueResetCode } from '../../services/accounts';
import { adminGrantOrganiser, adminMakeAdmin } from '../../services/admin-actions';
import { CLI_ACTOR, type AdminCommand } from '../admin-command';
import { resetCodeIssuedText } from '../../wire/user-accounts';

export const userCommands: AdminCommand[] = [
  {
    name: 'make-admin',
    usage: 'make-admin <bgmiUserId>',
    describe: 'Give a user the admin role (admin-only API routes).',
    run: async ({ database, actor }, [bgmiUserId]) => {
      if (!bgmiUserId) throw badRequest('bgmiUserId is required', 'bgmiUserId');
      const user = await adminMakeAdmin({ database, actor: actor ?? CLI_ACTOR }, bgmiUserId);
      return `${user.bgmiUserId} is now an admin`;
    },
  },
  {
    name: 'grant-organiser',
    usage: 'grant-organiser <bgmiUserId>',
    describe: 'Give a user the organiser role.',
    run: async ({ database, actor }, [bgmiUserId]) => {
      if (!bgmiUserId) throw badRequest('bgmiUserId is required', 'bgmiUserId');
      const row = await adminGrantOrganiser({ database, actor: actor ?? CLI_ACTOR }, bgmiUserId);
      return `${row.bgmi_user_id} is now an organiser`;
    },
  },
  {
    name: 'issue-reset-code',
    usage: 'issue-reset-code <bgmiUserId>',
    describe:
      'A one-time password reset code for a user whose identity you have checked (short expiry, single use).',
    run: async ({ database, actor, policy }, [bgmiUserId]) => {
      if (!bgmiUserId) throw badRequest('bgmiUserId is required', 'bgmiUserId');
      const issued = await adminIssueResetCode(
        { database, actor: actor ?? CLI_ACTOR },
        bgmiUserId,
        loadConfig().accounts.resetCodeMinutes,
        policy?.now() ?? new Date(),
      );
      return resetCodeIssuedText(issued);
    },
  },
];
