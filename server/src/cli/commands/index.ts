import type { AdminCommand } from '../admin-command';
import { userCommands } from './users';
import { esportsEventsCommands } from './esports-events';
import { walletCommands } from './wallet';
import { platformGameCommands } from './platform-game';
import { organizerCommands } from './organizers';

/** Every admin command, by name. */
export const ADMIN_COMMANDS: AdminCommand[] = [
  ...userCommands,
  ...esportsEventsCommands,
  ...walletCommands,
  ...platformGameCommands,
  ...organizerCommands,
];

export function findCommand(name: string): AdminCommand | undefined {
  return ADMIN_COMMANDS.find((command) => command.name === name);
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
