import { useCallback } from 'react';
import { LEDGER_MESSAGES } from '@bgmi/shared';
import { MONEY_MESSAGES } from '@bgmi/shared/day-and-money';
import { currentLanguage, useApiWords, wordApiCode } from '@bgmi/shared/i18n';
import { BET_MESSAGES, WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';

/**
 * The spec's messages (ledger, wallet, money, game) have one home, the API catalogue
 * (shared/src/i18n/api-messages, DESIGN section 9): the jantri side words them from there by
 * code, the English being the contract's constant, word for word.
 */
const SPEC = {
  ledger: LEDGER_MESSAGES,
  wallet: WALLET_MESSAGES,
  money: MONEY_MESSAGES,
  bet: BET_MESSAGES,
} as const;
type Spec = typeof SPEC;

/** A spec message's code: `ledger.clientAdded`, `wallet.depositSuccess`... */
type SpecCode = {
  [G in keyof Spec]: `${G}.${Extract<keyof Spec[G], string>}`;
}[keyof Spec];

const ENGLISH = new Map<string, string>();
const BY_ENGLISH = new Map<string, string>();
for (const [group, messages] of Object.entries(SPEC)) {
  for (const [name, english] of Object.entries(messages)) {
    ENGLISH.set(`${group}.${name}`, english);
    if (!BY_ENGLISH.has(english)) BY_ENGLISH.set(english, `${group}.${name}`);
  }
}

/**
 * A spec message by its code, or any message: one with a spec message's English words is worded
 * in the reader's language, another (the server's, already worded by `callApi`) shown as it is.
 */
type SayMessage = (message: SpecCode | (string & {})) => string;

function sayIn(word: (words: { code: string }, english: string) => string, message: string) {
  const english = ENGLISH.get(message) ?? message;
  const code = ENGLISH.has(message) ? message : BY_ENGLISH.get(message);
  return code ? word({ code }, english) : message;
}

/** The spec's messages in the reader's language (suspends while the Hindi words first load). */
export function useSpecWords(): SayMessage {
  const word = useApiWords();
  return useCallback((message) => sayIn(word, message), [word]);
}

/** The same outside React, in the page's language now. */
export const saySpec: SayMessage = (message) =>
  sayIn((words, english) => wordApiCode(currentLanguage(), words, english), message);
