// A webpack loader for `import './feature.css'`: the stylesheet is emitted as its own file (the
// `?url` rule) and this module adds one <link> to it when first imported. Styles then load in
// parallel with the script, and no style-injection runtime ships inside the JavaScript.
module.exports = function linkCssLoader() {
  const request = JSON.stringify(`${this.resourcePath}?url`);
  return `
import href from ${request};
if (typeof document !== 'undefined' && !document.querySelector('link[data-href="' + href + '"]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-href', href);
  document.head.appendChild(link);
}
export default href;
`;
};
