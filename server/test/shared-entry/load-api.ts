// Loads the API process's code (the app with every plugin and route, and the admin CLI's
// commands) and prints the browser-only packages that came with it, one a line.
import '../../src/app';
import '../../src/cli/commands/index';
import '../../src/cli/local-commands';

const BROWSER_ONLY =
  /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|react-toastify|zustand|@tanstack[\\/]react-query)[\\/]/;
const loaded = Object.keys(require.cache).filter((file) => BROWSER_ONLY.test(file));
process.stdout.write(JSON.stringify({ modules: Object.keys(require.cache).length, loaded }));
