// A Module Federation runtime plugin of the shell: puts the shell's own runtime core on the global
// the remotes' scripts read (`experiments.externalRuntime`), so a page runs one runtime. It
// imports the same ES module the shell's bundler runtime uses; the package's
// `provideExternalRuntime` option requires the CommonJS build instead, a second copy in main.js.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  const root = globalThis;
  if (!root._FEDERATION_RUNTIME_CORE) {
    root._FEDERATION_RUNTIME_CORE = runtimeCore;
    root._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: 'bundled' };
  }
  return { name: 'provide-federation-runtime' };
}
