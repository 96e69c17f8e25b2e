// What the shell's HTML paints before any script has run (issue 14, first paint): the layout and
// header as React renders them, with the shell's styles inline. The shell's build knows nothing
// of a remote (issue 21): the header's links and the page under it come per request from each
// remote's current deploy, put in by the static server where the markers below are
// (scripts/lib/first-paint-html.cjs). React replaces it all in one commit once the first page is
// there (src/bootstrap.tsx), in the same boxes, so nothing moves.
// src/components/layout/__tests__/first-paint.test.tsx checks the header against header.tsx.
const fs = require('node:fs');
const path = require('node:path');
const { NAV_MARK, PAGE_MARK } = require('../scripts/lib/first-paint-html.cjs');

const headerHtml = [
  '<header class="header"><div class="header-inner">',
  '<a class="brand" aria-label="⟪header.home⟫" href="/">',
  '<span class="brand-mark" aria-hidden="true">B</span><span class="brand-name">BGMI Arena</span>',
  '</a>',
  '<button type="button" class="hamburger" aria-label="⟪header.menu⟫" aria-expanded="false" aria-controls="main-nav">',
  '<span></span><span></span><span></span>',
  '</button>',
  '<nav id="main-nav" class="nav " aria-label="⟪header.mainNav⟫">',
  NAV_MARK,
  '<a class="btn btn-primary nav-login" href="/login">⟪header.login⟫</a>',
  // The language switch (components/layout/language-switch.tsx): offers the other language.
  '<button type="button" class="btn language-switch" lang="⟪language.next⟫" aria-label="⟪language.switchLabel⟫">⟪language.nextName⟫</button>',
  '</nav>',
  '</div></header>',
].join('');

/**
 * The layout (components/layout/layout.tsx) down to <main>; the footer is below the fold. The
 * static server puts the path's page (the remote's first-paint fragment) where PAGE_MARK is.
 */
const staticShellHtml = [
  '<div class="layout"><a class="skip-link" href="#main">⟪layout.skip⟫</a>',
  headerHtml,
  '<main id="main" class="layout-main">',
  PAGE_MARK,
  '</main></div>',
].join('');

/**
 * Runs in the page right after the markup (inline, before the first paint): makes it what this
 * visitor's React render will be. The current link marked, and for a logged-in user (stored
 * userinfo with a token) no login link, the avatar's place, and the page's logged-in render
 * (a <template data-static-user> the remote published) with their name.
 */
function personalize() {
  const here = location.pathname;
  document.querySelectorAll('.nav-link').forEach(function (link) {
    const to = link.getAttribute('href');
    if (to === here || (to !== '/' && here.indexOf(to + '/') === 0)) {
      link.className += ' active';
      link.setAttribute('aria-current', 'page');
    }
  });
  let user;
  try {
    user = JSON.parse(localStorage.getItem('userinfo') || 'null');
  } catch {
    return;
  }
  if (!user || !user.auth_token) return;
  const login = document.querySelector('.nav-login');
  login.parentNode.removeChild(login);
  const avatar = document.createElement('span');
  avatar.className = 'avatar-placeholder';
  avatar.setAttribute('aria-hidden', 'true');
  document.querySelector('.header-inner').appendChild(avatar);
  const page = document.querySelector('[data-static-page]');
  const personal = document.querySelector('template[data-static-user]');
  if (!page || !personal) return;
  const own = personal.content.firstElementChild;
  const walker = document.createTreeWalker(own, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (text.data.indexOf('{{name}}') >= 0) text.data = text.data.split('{{name}}').join(user.name);
  }
  own.setAttribute('data-static-page', page.getAttribute('data-static-page'));
  page.parentNode.replaceChild(own, page);
}

/**
 * Runs in the page right after the markup, as personalize does: a tap on a control of the static
 * page (one the remote's render marks with `data-tap`, e.g. /game's number cells and its bar's
 * buttons) before React has taken the page over is held, not lost: the last one is kept on
 * window and the bootstrap clicks the live control with the same `data-tap` once the page is
 * live (src/app/replay-tap.ts). Replayed, not made inert: each of them only opens something (a
 * number's bet modal, the menu, the amounts), so doing it a moment late is what the user asked
 * for, and nothing of the frame has to look different from the live page (no shift, no restyle
 * at takeover). Once the static page is gone the listener matches nothing.
 */
function holdTaps() {
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target;
      const control =
        target && target.closest ? target.closest('[data-static-page] [data-tap]') : null;
      if (!control) return;
      event.preventDefault();
      window.__bgmiHeldTap = control.getAttribute('data-tap');
    },
    true,
  );
}

/** Where the static server puts the page's early requests for a remote (its preload links). */
const LATE_MARK = '<template data-bgmi-late></template>';

/**
 * Runs at the end of the page: asks for the scripts (the shell's, and the remote's preloads the
 * static server put in LATE_MARK) once the first frame is painted, so the static first paint is
 * never behind them: no script is needed for it, and a paint that raced them (on a busy phone,
 * or in Lighthouse's model, which counts every request started before the paint towards LCP)
 * waited for up to ~150 KB of them (the "/" LCP regression of issue 21's per-request page). A
 * hidden tab paints nothing: it asks at once.
 */
function loadAfterPaint(scripts) {
  let done = false;
  function load() {
    if (done) return;
    done = true;
    const late = document.querySelector('template[data-bgmi-late]');
    if (late) document.head.appendChild(late.content);
    scripts.forEach(function (src) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') load();
  // The second frame's callback: the first one has been painted by then.
  else
    requestAnimationFrame(function () {
      requestAnimationFrame(load);
    });
}

/**
 * The shell's words its first paint shows, per language (first-paint-words.json beside
 * index.html; the static server fills the `⟪key⟫` places from it per request), with the
 * language switch's words worked out for each language.
 */
function firstPaintWords() {
  const catalogue = (language) => require(`./src/locales/${language}.json`);
  const names = { en: 'English', hi: 'हिन्दी' };
  const words = {};
  for (const language of ['en', 'hi']) {
    const own = catalogue(language);
    const next = language === 'hi' ? 'en' : 'hi';
    words[language] = {
      ...Object.fromEntries(
        Object.entries(own).filter(([key]) => key.startsWith('header.') || key === 'layout.skip'),
      ),
      'language.next': next,
      'language.nextName': names[next],
      'language.switchLabel': own['language.switchTo'].replace('{name}', names[next]),
    };
  }
  return words;
}

/**
 * The first paint's styles as built (the theme and the shell's, under the URL the bootstrap
 * asks for them, so it does not fetch them again); the page's own come with its fragment.
 */
function firstPaintStyles(compilation) {
  const built = compilation
    .getAssets()
    .filter(({ name }) => /^(theme|shell)\.[0-9a-f]{8}\.css$/.test(name))
    .sort((a, b) => (a.name.startsWith('theme') ? -1 : b.name.startsWith('theme') ? 1 : 0))
    .map(({ name, source }) => ({ href: `/${name}`, css: String(source.source()) }));
  return built;
}

/**
 * The shell's page: the common template (scripts/index.html) with the styles inline and the
 * static markup in #root, then the scripts, asked for after the first paint (loadAfterPaint;
 * HtmlWebpackPlugin's templateContent with inject: false).
 */
function firstPaintPage({ htmlWebpackPlugin, compilation }) {
  const template = fs.readFileSync(path.join(__dirname, '..', 'scripts', 'index.html'), 'utf8');
  const scripts = JSON.stringify(htmlWebpackPlugin.files.js).replace(/</g, '\\u003c');
  const styles = firstPaintStyles(compilation)
    .map(({ href, css }) => `<style${href ? ` data-href="${href}"` : ''}>${css}</style>`)
    .join('');
  return template
    .replace('<%= htmlWebpackPlugin.options.title %>', htmlWebpackPlugin.options.title)
    .replace('</head>', `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${staticShellHtml}</div><script>(${personalize.toString()})();(${holdTaps.toString()})();</script>` +
        `${LATE_MARK}<script>(${loadAfterPaint.toString()})(${scripts});</script>`,
    );
}

/** The files the first paint is built from (npm start rebuilds the shell when one changes). */
const FIRST_PAINT_INPUTS = [
  __filename,
  require.resolve('../scripts/lib/first-paint-html.cjs'),
  require.resolve('./src/locales/en.json'),
  require.resolve('./src/locales/hi.json'),
];

module.exports = {
  LATE_MARK,
  headerHtml,
  staticShellHtml,
  personalize,
  holdTaps,
  loadAfterPaint,
  firstPaintPage,
  firstPaintWords,
  FIRST_PAINT_INPUTS,
};
