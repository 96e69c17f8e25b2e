// The home hero as a visitor's React render makes it (features/home/components/hero.tsx), as
// static HTML, and the home page's stylesheet: the shell's HTML paints both before any script
// has run (shell/first-paint.js reads this file at build time), and React's hero later takes the
// same boxes. features/home/__tests__/static-hero.test.tsx checks that the two agree.
const fs = require('node:fs');
const path = require('node:path');

const heroHtml = [
  '<section class="home-hero">',
  '<p class="home-kicker">India&#x27;s BGMI community</p>',
  '<h1 class="home-title">Train. Scrim. Compete. Win.</h1>',
  '<p class="home-lead">Pro training, daily scrims, prize-pool tournaments, team matching and LAN events in one place.</p>',
  '<div class="home-actions">',
  '<button type="button" class="btn btn-primary">Register / Login</button>',
  '<a class="btn" href="/tournamentsSCRIMS">Daily Scrims</a>',
  '</div>',
  '</section>',
].join('');

/** The home page's own stylesheet, which the shell's page inlines. */
const HOME_CSS = path.join(__dirname, 'src', 'features', 'home', 'home.css');

/** The home page's own styles (home.css), as the remote ships them. */
function homeCss() {
  return fs.readFileSync(HOME_CSS, 'utf8');
}

module.exports = { heroHtml, homeCss, HOME_CSS };
