// What the shell's HTML paints before any script has run (issue 14, first paint): the header as
// React renders it and, on "/", the esports side's home hero, with their styles inline. React
// replaces it in one commit once the first page is there (src/bootstrap.tsx), in the same boxes,
// so nothing moves. src/__tests__/first-paint.test.tsx checks the header against header.tsx;
// the esports side checks its hero (esports-remote/static-hero.js).
const fs = require('node:fs');
const path = require('node:path');
const { heroHtml, homeCss, HOME_CSS } = require('../esports-remote/static-hero');
const { staticPages } = require('../esports-remote/static-pages');

/** Header links of the esports spec, in its order (as components/layout/header.tsx). */
const NAV_LINKS = [
  ['/', 'Home'],
  ['/services', 'Training'],
  ['/tournaments', 'Pro Tournaments'],
  ['/tournamentsSCRIMS', 'Daily Scrims'],
  ['/team-matching', 'Team Matching'],
  ['/blogs', 'Blogs'],
  ['/terms', 'Terms'],
  ['/lan-events', 'LAN Events'],
];

const headerHtml = [
  '<header class="header"><div class="header-inner">',
  '<a class="brand" aria-label="BGMI Arena home" href="/">',
  '<span class="brand-mark" aria-hidden="true">B</span><span class="brand-name">BGMI Arena</span>',
  '</a>',
  '<button type="button" class="hamburger" aria-label="Menu" aria-expanded="false" aria-controls="main-nav">',
  '<span></span><span></span><span></span>',
  '</button>',
  '<nav id="main-nav" class="nav " aria-label="Main">',
  ...NAV_LINKS.map(([to, label]) => `<a class="nav-link" href="${to}">${label}</a>`),
  '<a class="btn btn-primary nav-login" href="/login">Register / Login</a>',
  '</nav>',
  '</div></header>',
].join('');

/**
 * The layout (components/layout/layout.tsx) down to <main>; the footer is below the fold. Each
 * page painted statically (esports-remote/static-pages.js) is in it, marked with its path; the
 * inline script keeps the current one only.
 */
const staticShellHtml = [
  '<div class="layout"><a class="skip-link" href="#main">Skip to content</a>',
  headerHtml,
  '<main id="main" class="layout-main">',
  `<div class="page home-page" data-static-home="">${heroHtml}</div>`,
  ...Object.entries(staticPages).map(
    // The mark on the page's own root element, so the boxes are React's; hidden until the
    // inline script finds it is this path's (without scripts, as before, the hero only).
    ([path, html]) => html.replace(/^<(\w+)/, `<$1 data-static-page="${path}" hidden`),
  ),
  '</main></div>',
].join('');

/**
 * Runs in the page right after the markup (inline, before the first paint): makes it what this
 * visitor's React render will be. The hero only on "/", another static page only on its path,
 * the current link marked, and for a logged-in user (stored userinfo with a token) no login
 * link, the avatar's place, the greeting.
 */
function personalize() {
  const here = location.pathname;
  const home = document.querySelector('[data-static-home]');
  if (here !== '/') home.parentNode.removeChild(home);
  document.querySelectorAll('[data-static-page]').forEach(function (page) {
    if (page.getAttribute('data-static-page') === here) page.removeAttribute('hidden');
    else page.parentNode.removeChild(page);
  });
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
  if (here !== '/') return;
  home.querySelector('.home-title').textContent = 'Welcome back, ' + user.name + '!';
  const action = document.createElement('a');
  action.className = 'btn btn-primary';
  action.href = '/tournaments';
  action.textContent = 'Browse Tournaments';
  const button = home.querySelector('.home-actions button');
  button.parentNode.replaceChild(action, button);
}

/**
 * The first paint's styles as built (the theme and the shell's, under the URL the bootstrap
 * asks for them, so it does not fetch them again) and the home page's.
 */
function firstPaintStyles(compilation) {
  const built = compilation
    .getAssets()
    .filter(({ name }) => /^(theme|shell)\.[0-9a-f]{8}\.css$/.test(name))
    .sort((a, b) => (a.name.startsWith('theme') ? -1 : b.name.startsWith('theme') ? 1 : 0))
    .map(({ name, source }) => ({ href: `/${name}`, css: String(source.source()) }));
  return [...built, { href: '', css: homeCss() }];
}

/**
 * The shell's page: the common template (scripts/index.html) with the styles inline and the
 * static markup in #root (HtmlWebpackPlugin's templateContent; it adds the scripts).
 */
function firstPaintPage({ htmlWebpackPlugin, compilation }) {
  const template = fs.readFileSync(path.join(__dirname, '..', 'scripts', 'index.html'), 'utf8');
  const styles = firstPaintStyles(compilation)
    .map(({ href, css }) => `<style${href ? ` data-href="${href}"` : ''}>${css}</style>`)
    .join('');
  return template
    .replace('<%= htmlWebpackPlugin.options.title %>', htmlWebpackPlugin.options.title)
    .replace('</head>', `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${staticShellHtml}</div><script>(${personalize.toString()})();</script>`,
    );
}

/** The files the first paint is built from (npm start rebuilds the shell when one changes). */
const FIRST_PAINT_INPUTS = [
  __filename,
  require.resolve('../esports-remote/static-hero'),
  require.resolve('../esports-remote/static-pages'),
  HOME_CSS,
];

module.exports = { headerHtml, staticShellHtml, personalize, firstPaintPage, FIRST_PAINT_INPUTS };
