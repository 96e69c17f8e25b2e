// Compiles a catalogue (src/**/locales/<language>.json: key -> ICU MessageFormat text) to the
// syntax trees intl-messageformat runs, at build time, so a page never ships the ICU parser
// (shared/src/i18n/message-format.ts; the page aliases the parser to its no-parser build). A
// message that is plain text stays a string. A message that does not parse fails the build,
// naming its key.
import { parse } from '@formatjs/icu-messageformat-parser';

export default function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') {
      throw new Error(`${this.resourcePath}: "${key}" is not a string`);
    }
    let tree;
    try {
      tree = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not ICU MessageFormat: ${error.message}`, {
        cause: error,
      });
    }
    const plain = tree.length === 1 && tree[0].type === 0 && !tree[0].value.includes('{');
    compiled[key] = plain ? tree[0].value : tree.length === 0 ? '' : tree;
  }
  return JSON.stringify(compiled);
}
