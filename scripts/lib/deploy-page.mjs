// The shell's page for one request (issue 21): the built HTML completed from the remotes' current
// deploys (header links, the path's first-paint fragment and its CSS; lib/first-paint-html.cjs)
// and the runtime config naming those deploys, which the page carries inline.
import fs from 'node:fs';
import path from 'node:path';
import firstPaintHtml from './first-paint-html.cjs';
import hostApiRange from './host-api-range.cjs';
import { remoteDeploys, resolvedConfig } from './remote-deploys.mjs';
import { routeSide } from './route-side.mjs';

const { composeFirstPaint, requestLanguage } = firstPaintHtml;
const { satisfies } = hostApiRange;

/** The host API version the shell's build provides (its host-api.json), or null. */
function shellHostApi(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'host-api.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** The shell build's first-paint words per language (first-paint-words.json), or none. */
function shellWords(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'first-paint-words.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** What a logged-in user gets painted when the page's logged-in render is not this mode's. */
const NOTHING = '<span hidden=""></span>';

/**
 * A fragment whose logged-in render holds in some money modes only (FirstPaintPage's
 * userMoneyModes, e.g. /game's frame, which the off mode changes): in another mode, nothing for a
 * logged-in user, in either language.
 */
function forMoneyMode(fragment, mode = 'demo') {
  const modes = fragment.userMoneyModes;
  if (!modes || modes.includes(mode) || !fragment.userHtml) return fragment;
  const hi = fragment.hi && { ...fragment.hi, userHtml: NOTHING };
  return { ...fragment, userHtml: NOTHING, ...(hi ? { hi } : {}) };
}

/**
 * @param {{ html: string, root: string, config: object, pathname: string, headers?: object }}
 *   request (headers: the request's, for the reader's language)
 * @returns {Promise<{ html: string, config: object, side: string }>} the completed HTML, the
 *   resolved runtime config, and the side that renders the path (esports when none does)
 */
export async function deployPage({ html, root, config, pathname, headers }) {
  const deploys = await remoteDeploys(config);
  const resolved = resolvedConfig(config, deploys);
  const routes = Object.values(resolved.deploys).flatMap((deploy) => deploy.routes);
  const side = routeSide(routes, pathname) ?? 'esports';
  const deploy = deploys[side];
  const fragment = deploy?.firstPaint?.[pathname];
  const hostApi = shellHostApi(root);
  // A side the shell cannot run shows its refusal, not a first paint that React then takes away.
  const runnable = !hostApi || satisfies(hostApi, deploy?.hostApi);
  const page =
    fragment && runnable
      ? { ...forMoneyMode(fragment, config.moneyMode), path: pathname, side, build: deploy.build }
      : undefined;
  const language = requestLanguage(headers);
  const words = shellWords(root);
  return {
    html: composeFirstPaint(html, { routes, page, language, words }),
    config: resolved,
    side,
  };
}
