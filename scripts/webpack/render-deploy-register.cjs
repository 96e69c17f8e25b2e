// Lets node import a side's components at build time (scripts/webpack/render-deploy.mjs): a
// stylesheet import (`import './x.css'`, `?url`) becomes an empty module, as in the tests.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

require.extensions['.css'] = (module) => {
  module.exports = '';
};
register('./css-stub-hooks.mjs', pathToFileURL(__filename));

// A file tsx compiles without the project's JSX settings (a copy of a side outside the tsconfig's
// reach, as the deploy tests build) uses the classic transform: React.createElement, the same
// elements as the automatic runtime makes.
globalThis.React = require('react');
