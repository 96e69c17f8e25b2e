import { LEDGER_MESSAGES } from '@bgmi/shared';
import { switchLanguage } from '@bgmi/shared/i18n';
import { BET_MESSAGES, WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';
import hindi from '@bgmi/shared/api-messages/hi.json';
import { saySpec } from '../spec-words';

// The spec's messages have one home, the API catalogue (issue 23): the jantri side words them
// from there, by code or by the English the server sent.
afterAll(() => switchLanguage('en'));

test('English: the contract constant, word for word', async () => {
  await switchLanguage('en');
  expect(saySpec('ledger.clientAdded')).toBe('Client added successfully!');
  expect(saySpec(WALLET_MESSAGES.depositSuccess)).toBe('Deposit Request Sent Successfully');
});

test('Hindi: the API catalogue words a code and an English spec message alike', async () => {
  await switchLanguage('hi');
  expect(saySpec('ledger.clientAdded')).toBe(hindi['ledger.clientAdded']);
  expect(saySpec(LEDGER_MESSAGES.clientAdded)).toBe(hindi['ledger.clientAdded']);
  expect(saySpec(BET_MESSAGES.position)).toBe('नंबर 00 से 99 के बीच होना चाहिए');
  // A message already worded by callApi (or any other) is shown as it is.
  expect(saySpec('क्लाइंट नहीं मिला')).toBe('क्लाइंट नहीं मिला');
});
