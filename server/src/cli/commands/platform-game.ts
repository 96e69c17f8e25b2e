import type { AdminCommand } from '../admin-command';

/** Admin commands of this area: filled by its feature issue. */
export const platformGameCommands: AdminCommand[] = [];
