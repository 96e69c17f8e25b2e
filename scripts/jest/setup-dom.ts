import '@testing-library/jest-dom';
import { loadFormatter } from '../../shared/src/i18n/message-format';
import {
  apiServer,
  resetApiServer,
  startApiServer,
  watchApiCalls,
} from '../../shared/src/testing/mock-api';

// jsdom lacks these browser APIs that components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;

// Catalogues with plurals or dates wait for intl-messageformat in the browser (it loads on
// first need, shared/src/i18n/message-format.ts); tests have it from the start.
beforeAll(() => loadFormatter());

// The network of every browser test is MSW's (shared/src/testing/mock-api.ts).
beforeAll(() => startApiServer());
beforeEach(() => watchApiCalls());
afterEach(() => resetApiServer());
afterAll(() => apiServer.close());
