// The shell's first paint, completed per request from the remotes' current deploys (issue 21):
// the shell's build leaves two markers in its HTML (shell/first-paint.js), and the static server
// puts there the header links every remote publishes (routes with `nav`) and the requested
// path's first-paint fragment with its CSS, all from the deploy the page will run. CommonJS, so
// the shell's tests check it against the React header.

// Empty elements, not comments: the build's HTML minifier keeps them (in any attribute style).
/** Where the header's links go (inside <nav>, before the login link). */
const NAV_MARK = '<template data-bgmi-slot="nav"></template>';
/** Where the path's page goes (inside <main>). */
const PAGE_MARK = '<template data-bgmi-slot="page"></template>';
const slot = (name) => new RegExp(`<template data-bgmi-slot=["']?${name}["']?\\s*></template>`);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char],
  );

/**
 * A side's published words in a language (shared/src/i18n/localized-text.ts): `{ en, hi }`, or a
 * plain string from a build made before the languages.
 */
function localize(text, language) {
  if (typeof text === 'string') return text;
  return (language === 'hi' && text.hi) || text.en;
}

/**
 * The header links of every remote's routes, in their order (as components/layout/header.tsx).
 * @param {{ path: string, nav?: { label: string | object, place: string, order: number } }[]} routes
 */
function navLinks(routes, language = 'en') {
  return routes
    .filter((route) => route.nav?.place === 'header')
    .sort((a, b) => a.nav.order - b.nav.order)
    .map((route) => ({ to: route.path, label: localize(route.nav.label, language) }));
}

/** Where the shell's first paint has a word of its catalogue: `⟪key⟫` (shell/first-paint.js). */
const WORD = /⟪([\w.]+)⟫/g;

/** The language a request reads: its kept choice (cookie), else its browser's, else English. */
function requestLanguage(headers = {}) {
  const kept = /(?:^|;\s*)bgmi_lang=(en|hi)\b/.exec(headers.cookie ?? '');
  if (kept) return kept[1];
  for (const part of String(headers['accept-language'] ?? '').split(',')) {
    const base = part.trim().split(/[-;]/)[0].toLowerCase();
    if (base === 'hi' || base === 'en') return base;
  }
  return 'en';
}

/** The markup React's NavLink makes for a visitor (the inline script marks the active one). */
function navHtml(links) {
  return links
    .map(({ to, label }) => `<a class="nav-link" href="${escapeHtml(to)}">${escapeHtml(label)}</a>`)
    .join('');
}

/**
 * The page's fragment: its root element marked for the inline script, then its logged-in render
 * (if it has one) in a <template>, which the script swaps in for a logged-in visitor.
 * @param {{ path: string, html: string, userHtml?: string }} page
 */
function pageHtml(page) {
  const marked = page.html.replace(/^<(\w+)/, `<$1 data-static-page="${escapeHtml(page.path)}"`);
  return page.userHtml
    ? `${marked}<template data-static-user="">${page.userHtml}</template>`
    : marked;
}

/**
 * @param {string} html  the shell's built index.html
 * @param {{ routes: object[], page?: { path: string, html: string, userHtml?: string,
 *   css?: string, side: string, build: string } }} parts
 */
function composeFirstPaint(html, { routes, page, language = 'en', words = {} }) {
  const own = words[language] ?? words.en ?? {};
  let out = html.replace(slot('nav'), () => navHtml(navLinks(routes, language)));
  const localPage = page && language === 'hi' && page.hi ? { ...page, ...page.hi } : page;
  out = out.replace(slot('page'), () => (localPage ? pageHtml(localPage) : ''));
  out = out.replace(WORD, (_, key) => escapeHtml(own[key] ?? words.en?.[key] ?? key));
  // The built page may write the attribute with or without quotes (the HTML minifier drops them).
  out = out.replace(/<html lang=("?)[a-z-]+\1(?=[\s>])/, `<html lang="${language}"`);
  // The page's own styles, from the same deploy, after the shell's; the bootstrap removes them
  // once the page's own stylesheet is in (no deploy's CSS outlives it in the page).
  if (page?.css) {
    const owner = escapeHtml(`${page.side}:${page.build}`);
    const css = page.css.replace(/<\/style/gi, '<\\/style');
    out = out.replace('</head>', () => `<style data-first-paint="${owner}">${css}</style></head>`);
  }
  return out;
}

module.exports = {
  NAV_MARK,
  PAGE_MARK,
  navLinks,
  composeFirstPaint,
  escapeHtml,
  requestLanguage,
  localize,
};
