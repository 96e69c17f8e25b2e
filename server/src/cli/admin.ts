import fs from 'node:fs';
import { adminRunEndpoint, endpointUrlPath } from '@bgmi/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../lib/http-error';
import { findCommand, helpText } from './commands';

/**
 * `npm run admin -- <command> [args]`. With the API running, the command runs inside it (the
 * embedded database is held by the server, and results reach open sockets); without it, the
 * CLI opens the database itself. Either way the same command code runs.
 */
async function main(argv: string[]) {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(helpText());
    return 0;
  }
  if (!findCommand(name)) {
    console.error(`Unknown command: ${name}\n\n${helpText()}`);
    return 2;
  }
  const config = loadConfig();
  const viaApi = await runViaApi(config.apiUrl, config.adminKeyFile, name, args);
  if (viaApi !== 'unreachable') return viaApi;
  return runDirect(name, args);
}

function print(output: unknown) {
  if (typeof output === 'string') console.log(output);
  else if (Array.isArray(output) && output.length && typeof output[0] === 'object')
    console.table(output);
  else console.log(JSON.stringify(output, null, 2));
}

async function runViaApi(apiUrl: string, keyFile: string, command: string, args: string[]) {
  try {
    await fetch(`${apiUrl}/health`);
  } catch {
    return 'unreachable' as const;
  }
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

async function runDirect(name: string, args: string[]) {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.pgPoolSize,
  });
  try {
    await migrate(database);
    const output = await findCommand(name)!.run(
      { database, emitToUser: () => undefined, broadcast: () => undefined, policy: config },
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
