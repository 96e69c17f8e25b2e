import type { ServerConfig } from '../config';
import { listBackups } from '../services/backup-files';
import { restoreBackup } from '../services/backups';
import { walletsTotalText } from '../wire/wallet-cli';
import { verifyBackup } from '../services/backup-verify';

/**
 * Commands that never run inside the API: `restore` replaces the database under it (so the API
 * must be stopped), `verify` works on a scratch copy and touches nothing live. Each returns the
 * exit code.
 */
export interface LocalCommand {
  name: string;
  usage: string;
  describe: string;
  run: (config: ServerConfig, args: string[], apiAnswers: boolean) => Promise<number>;
}

function newestBackup(config: ServerConfig): string | undefined {
  return listBackups(config.backup.dir)[0]?.file;
}

export const LOCAL_COMMANDS: LocalCommand[] = [
  {
    name: 'restore',
    usage: 'restore <file>',
    describe: 'Replace the database with a backup (stop the API first; the old folder is kept).',
    run: async (config, [file], apiAnswers) => {
      if (!file) {
        console.error('Error: name the backup to restore (npm run admin -- restore <file>)');
        return 2;
      }
      if (apiAnswers) {
        console.error(
          `Error: the API answers at ${config.apiUrl}; stop it first: a restore replaces the whole database under it`,
        );
        return 1;
      }
      const outcome = await restoreBackup(file, config);
      console.log(`Restored ${file} (${outcome}). Start the API; it applies newer migrations.`);
      return 0;
    },
  },
  {
    name: 'verify',
    usage: 'verify [file]',
    describe:
      'Restore a backup (default: the newest) into a scratch database and check every wallet against its ledger.',
    run: async (config, [given]) => {
      const file = given ?? newestBackup(config);
      if (!file) {
        console.error(`Error: no backup in ${config.backup.dir}; name one (verify <file>)`);
        return 2;
      }
      const report = await verifyBackup(file, config.databaseUrl);
      console.log(`Verified ${report.file} in a scratch database:`);
      console.log(`  wallets checked:  ${report.wallets}`);
      console.log(`  ledger entries:   ${report.entries}`);
      console.log(`  total of wallets: ${walletsTotalText(report.totalPaise)}`);
      if (!report.mismatches.length) {
        console.log('  every cached balance equals the sum of its ledger entries');
        return 0;
      }
      console.log(`  ${report.mismatches.length} wallets differ from their ledger:`);
      console.table(report.mismatches);
      return 1;
    },
  },
];

export const findLocalCommand = (name: string) =>
  LOCAL_COMMANDS.find((command) => command.name === name);
