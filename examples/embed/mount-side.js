// The integrator example's loader, shared by its pages (examples/embed/<side>/index.html).
// The partner page names the side it embeds: <script src="/mount-side.js" data-side="jantri">.
// 1. Find where that side's team deployed its remote (here: the example server's config),
// 2. read its mf-manifest.json: it names the remote's federation runtime and entry,
// 3. load both (a page with a Module Federation runtime of its own skips the first),
// 4. initialise it (it brings its own React when the page shares none), 5. get its ./mount
// module and mount it with a basename, the API URL, and how login works (docs/embedding.md).
(function () {
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('cannot load ' + src));
      };
      document.head.appendChild(script);
    });
  }
  const side = document.currentScript.dataset.side;
  const root = document.getElementById(side + '-root');
  (async function () {
    const config = await fetch('/runtime-config.json').then(function (r) {
      return r.json();
    });
    // The side's current.json names its current build's manifest (a pinned build's
    // mf-manifest.json URL works too): follow it, so every file comes from one build.
    let manifestUrl = config.remotes[side];
    let manifest = await fetch(manifestUrl).then(function (r) {
      return r.json();
    });
    if (manifest.manifest) {
      manifestUrl = new URL(manifest.manifest, manifestUrl).href;
      manifest = await fetch(manifestUrl).then(function (r) {
        return r.json();
      });
    }
    const file = function (asset) {
      return new URL(asset.path + asset.name, manifestUrl).href;
    };
    if (!window._FEDERATION_RUNTIME_CORE) {
      await loadScript(file(manifest.metaData.federationRuntime));
    }
    await loadScript(file(manifest.metaData.remoteEntry));
    await window[side].init({});
    const factory = await window[side].get('./mount');
    const { mount } = factory();
    mount(root, {
      basename: '/' + side,
      apiUrl: config.apiUrl,
      language: document.documentElement.lang,
    });
  })().catch(function (error) {
    root.textContent = 'The ' + side + ' side could not be loaded: ' + error.message;
  });
})();
