// jsdom with Node's fetch: the browser tests fake the network with MSW
// (shared/src/testing/mock-api.ts), which answers the requests of Node's fetch. jsdom has no
// fetch, Request or Response, and its own AbortSignal and streams that Node's fetch refuses, so
// these come from Node (the recipe of msw's docs for Jest, as the jest-fixed-jsdom package does).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
