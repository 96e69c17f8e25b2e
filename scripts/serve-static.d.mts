// Types of serve-static.mjs for the TypeScript callers (the e2e specs).
import type { Server } from 'node:http';

export interface ServeStaticOptions {
  root: string;
  port: number;
  spa?: boolean;
  name: string;
  config?: object;
  preloadRemote?: boolean;
  apiProxy?: string;
}

export function runtimeConfig(env?: NodeJS.ProcessEnv): Record<string, unknown>;
export function apiProxyTarget(env?: NodeJS.ProcessEnv): string;
export function serveStatic(options: ServeStaticOptions): Promise<Server>;
