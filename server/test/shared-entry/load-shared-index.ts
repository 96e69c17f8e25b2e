// The planted violation of no-react.test.ts: the browser index of @bgmi/shared, which the
// check must see bring React in.
// eslint-disable-next-line no-restricted-imports -- the planted violation this check must see
import '@bgmi/shared';

const BROWSER_ONLY = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom)[\\/]/;
const loaded = Object.keys(require.cache).filter((file) => BROWSER_ONLY.test(file));
process.stdout.write(JSON.stringify({ modules: Object.keys(require.cache).length, loaded }));
