import type { AdminCommand } from '../admin-command';
import { clearPublicLists } from '../../plugins/public-cache';
import { userCommands } from './users';
import { esportsEventsCommands } from './esports-events';
import { walletCommands } from './wallet';
import { platformGameCommands } from './platform-game';
import { organizerCommands } from './organizers';
import { backupCommands } from './backups';

/** Every admin command, by name. */
export const ADMIN_COMMANDS: AdminCommand[] = [
  ...userCommands,
  ...esportsEventsCommands,
  ...walletCommands,
  ...platformGameCommands,
  ...organizerCommands,
  ...backupCommands,
];

/** A command, which afterwards clears the public lists an API on the same database holds. */
export function findCommand(name: string): AdminCommand | undefined {
  const command = ADMIN_COMMANDS.find((candidate) => candidate.name === name);
  if (!command) return undefined;
  return {
    ...command,
    run: async (deps, args) => {
      try {
        return await command.run(deps, args);
      } finally {
        clearPublicLists(deps.database);
      }
    },
  };
}

export function helpText(): string {
  const width = Math.max(...ADMIN_COMMANDS.map((command) => command.usage.length));
  return [
    'Usage: npm run admin -- <command> [args]',
    '',
    ...ADMIN_COMMANDS.map((command) => `  ${command.usage.padEnd(width)}  ${command.describe}`),
    `  ${'help'.padEnd(width)}  Show this list.`,
  ].join('\n');
}
