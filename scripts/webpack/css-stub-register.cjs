// Lets node import a side's components at build time (scripts/webpack/render-deploy.mjs): a
// stylesheet import (`import './x.css'`, `?url`) becomes an empty module, as in the tests.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

require.extensions['.css'] = (module) => {
  module.exports = '';
};
register('./css-stub-hooks.mjs', pathToFileURL(__filename));
