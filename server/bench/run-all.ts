import { benchParse } from './parse-paste';
import { benchSettle } from './settle-clients';

// Printed figures, not timed tests (`npm run bench`).
async function main() {
  console.log('jantri ledger benchmarks');
  benchParse();
  await benchSettle();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
