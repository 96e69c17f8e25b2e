// Scopes every stylesheet of the product under the side's root element (issue 21, embedding): a
// side mounted into an integrator's page styles only what is inside its root, and the host page
// looks the same before, during and after the mount. The root carries ROOT_CLASS: <html> of the
// product's own pages (scripts/index.html), the element given to a side's `mount()` otherwise.
// Each selector gets `:where(.bgmi-root)` in front, which adds no specificity, so the cascade
// between the product's own rules is exactly what it was. `:root` (custom properties) becomes
// the root itself; a selector that names the root already is left as written (theme.css).
const postcss = require('postcss');

const ROOT_CLASS = 'bgmi-root';
const SCOPE = `:where(.${ROOT_CLASS})`;

/** @param {string} selector */
function scopeSelector(selector) {
  if (selector.includes(ROOT_CLASS)) return selector;
  if (selector.trim() === ':root') return SCOPE;
  return `${SCOPE} ${selector.trim()}`;
}

/** Rules inside @keyframes name frames (from, 50%), not elements. */
function insideKeyframes(rule) {
  for (let node = rule.parent; node; node = node.parent)
    if (node.type === 'atrule' && /keyframes$/i.test(node.name)) return true;
  return false;
}

/** @param {string} css */
function scopeCss(css, from) {
  const root = postcss.parse(css, { from });
  root.walkRules((rule) => {
    if (!insideKeyframes(rule)) rule.selectors = rule.selectors.map(scopeSelector);
  });
  return root.toString();
}

module.exports = function scopeCssLoader(source) {
  return scopeCss(String(source), this.resourcePath);
};
module.exports.scopeCss = scopeCss;
module.exports.ROOT_CLASS = ROOT_CLASS;
