// Pages of the esports side as their first React render shows them (title, intro, filter tabs,
// the loading line while the list is on its way), as static HTML: the shell's HTML paints them
// before any script has run (shell/first-paint.js reads this file at build time), and React's
// page later takes the same boxes, so the largest text is painted at once and never moves.
// features/tournaments/__tests__/static-pages.test.tsx checks that the two agree.

/** The events list (features/tournaments/components/events-page.tsx) before its data is there. */
function eventsPageHtml(title, intro) {
  const tab = (label, selected) =>
    `<button type="button" role="tab" class="btn tab" aria-selected="${selected}">${label}</button>`;
  return [
    '<section class="page ev-page">',
    `<h1 class="page-title">${title}</h1>`,
    `<p class="page-subtitle">${intro}</p>`,
    '<div class="tabs ev-filters" role="tablist" aria-label="Filter events">',
    tab('Upcoming', true),
    tab('Live', false),
    tab('Past', false),
    '</div>',
    '<div class="page-loading" role="status" aria-live="polite">',
    '<span class="spinner" aria-hidden="true"></span><span>Loading tournaments...</span>',
    '</div>',
    '</section>',
  ].join('');
}

/** Static pages by path (the paths of the route table, shared/src/routes/route-table.ts). */
const staticPages = {
  '/tournaments': eventsPageHtml(
    'Pro Tournaments',
    'Prize-pool tournaments for verified squads. Register your team of 4 before the start.',
  ),
  '/tournamentsSCRIMS': eventsPageHtml(
    'Daily Scrims',
    'Practice rooms every day. Pick a slot, choose 4 players of your team and join.',
  ),
};

module.exports = { staticPages };
