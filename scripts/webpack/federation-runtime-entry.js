// The entry of a remote's `federation-runtime.js`: the Module Federation runtime core, put where
// the remote's own scripts look for it (`experiments.externalRuntime`). The shell provides the
// same global itself (`provideExternalRuntime`), so a visit through the shell never loads this
// file and runs one runtime; a remote run alone (its own page, or an integrator's page) loads it
// first. An existing runtime (a host page that provides one) is kept.
import * as runtimeCore from '@module-federation/runtime-core';

const root = globalThis;
if (!root._FEDERATION_RUNTIME_CORE) {
  root._FEDERATION_RUNTIME_CORE = runtimeCore;
  root._FEDERATION_RUNTIME_CORE_FROM = { name: 'federation-runtime.js', version: 'standalone' };
}
