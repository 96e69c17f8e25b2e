import fs from 'node:fs';
import path from 'node:path';
import { adminRunEndpoint, endpointUrlPath } from '@bgmi/shared/server';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { HttpError } from '../lib/http-error';
import { findCommand, helpText } from './commands';
import { LOCAL_COMMANDS, findLocalCommand } from './local-commands';

/**
 * `npm run admin -- <command> [args]`. With the API running, the command runs inside it (the
 * embedded database is held by the server, and results reach open sockets); without it, the
 * CLI opens the database itself, and only if no other process holds an embedded folder (one
 * writer per data folder: a second one is refused, never let to write what a restart loses).
 * Either way the same command code runs. `restore` and `verify` always run here (local-commands).
 */
async function main(argv: string[]) {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(fullHelp());
    return 0;
  }
  const config = loadConfig();
  const local = findLocalCommand(name);
  if (local) {
    try {
      return await local.run(config, args, await apiAnswers(config.apiUrl));
    } catch (error) {
      // A refused lock, a missing file or pg_restore's complaint: one line, not a stack.
      console.error(`Error: ${(error as Error).message}`);
      return 1;
    }
  }
  if (!findCommand(name)) {
    console.error(`Unknown command: ${name}\n\n${fullHelp()}`);
    return 2;
  }
  // A file the API writes is named from here: the API's working folder is not the caller's.
  if (name === 'backup' && args[0]) args[0] = path.resolve(args[0]);
  const viaApi = await runViaApi(config.apiUrl, config.adminKeyFile, name, args);
  if (viaApi !== 'unreachable') return viaApi;
  return runDirect(config, name, args);
}

function fullHelp(): string {
  const width = Math.max(...LOCAL_COMMANDS.map((command) => command.usage.length));
  return [
    helpText(),
    '',
    'Run here, never inside the API:',
    ...LOCAL_COMMANDS.map((command) => `  ${command.usage.padEnd(width)}  ${command.describe}`),
  ].join('\n');
}

async function apiAnswers(apiUrl: string): Promise<boolean> {
  try {
    await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

function print(output: unknown) {
  if (typeof output === 'string') console.log(output);
  else if (Array.isArray(output) && output.length && typeof output[0] === 'object')
    console.table(output);
  else console.log(JSON.stringify(output, null, 2));
}

async function runViaApi(apiUrl: string, keyFile: string, command: string, args: string[]) {
  if (!(await apiAnswers(apiUrl))) return 'unreachable' as const;
  // The API is up and holds the database: never open it a second time from here.
  if (!fs.existsSync(keyFile)) {
    console.error(
      `Error: the API at ${apiUrl} is running but no admin key is at ${keyFile} (set ADMIN_KEY_FILE)`,
    );
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${endpointUrlPath(adminRunEndpoint)}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-admin-key': fs.readFileSync(keyFile, 'utf8').trim(),
      },
      body: JSON.stringify({ command, args }),
    });
  } catch {
    return 'unreachable' as const;
  }
  const body = (await response.json()) as { status: boolean; message: string; output?: unknown };
  if (!response.ok || !body.status) {
    console.error(`Error: ${body.message}`);
    return 1;
  }
  print(body.output);
  return 0;
}

async function runDirect(config: ServerConfig, name: string, args: string[]) {
  let database;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.pgPoolSize,
      fsync: config.pgliteFsync,
      holder: `the admin CLI (${name})`,
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The API (or another CLI) holds the folder but does not answer at API_URL: refuse.
    console.error(
      `Error: no API answers at ${config.apiUrl}, and ${error.message} Nothing was changed.`,
    );
    return 1;
  }
  try {
    await migrate(database);
    const output = await findCommand(name)!.run(
      {
        database,
        emitToUser: () => undefined,
        broadcast: () => undefined,
        policy: config,
        backups: { ...config.backup, databaseUrl: config.databaseUrl },
      },
      args,
    );
    print(output);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
