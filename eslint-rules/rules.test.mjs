// Each project rule fails on a planted violation and passes the code that obeys it
// (`node --test eslint-rules/`, part of `npm run lint`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { wireMappingHome } from './wire-mapping-home.mjs';
import { walletWriteHome } from './wallet-write-home.mjs';
import { uiKitServes } from './ui-kit-serves.mjs';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { noHandBuiltFetch } from './fake-network-with-msw.mjs';
import { readsTogetherOnly } from './reads-together-only.mjs';
import { intlBuiltOnce } from './intl-built-once.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('wire-mapping-home', wireMappingHome, {
  valid: ['const answer = toDepositRow(row);', 'const when = row.createdAt.getTime();'],
  invalid: [
    { code: 'const amount = paiseToRupees(row.amountPaise);', errors: [{ messageId: 'mapping' }] },
    { code: 'const createdAt = row.createdAt.toISOString();', errors: [{ messageId: 'mapping' }] },
    { code: 'const cells = paise.map(paiseToRupees);', errors: [{ messageId: 'mapping' }] },
  ],
});

tester.run('wallet-write-home', walletWriteHome, {
  valid: [
    "import { applyWalletChange } from '../services/wallet-ledger';",
    'await tx.update(users).set({ name });',
    'await db.execute(sql`UPDATE users SET is_admin = true WHERE id = ${id}`);',
  ],
  invalid: [
    {
      code: "import { addToBalance } from '../repositories/wallet/wallet-repository';",
      errors: [{ messageId: 'write' }],
    },
    { code: 'await tx.insert(walletEntries).values(entry);', errors: [{ messageId: 'write' }] },
    {
      code: 'await tx.update(users).set({ walletPaise: sql`wallet_paise + 1` });',
      errors: [{ messageId: 'write' }],
    },
    {
      code: "await db.query('UPDATE users SET wallet_paise = wallet_paise - $2 WHERE id = $1');",
      errors: [{ messageId: 'write' }],
    },
    {
      code: 'await db.query(`INSERT INTO wallet_entries (user_id) VALUES ($1)`);',
      errors: [{ messageId: 'write' }],
    },
    {
      code: "await db.query('SELECT * FROM platform_game_place_bet($1, $2)');",
      errors: [{ messageId: 'write' }],
    },
  ],
});

tester.run('ui-kit-serves', uiKitServes, {
  valid: [
    '<FormField label="Name">{(control) => <input {...control} />}</FormField>;',
    '<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="None" />;',
    '<label><input type="checkbox" checked={on} /> Remember me</label>;',
  ],
  invalid: [
    {
      code: '<table className="table"><tbody><tr><td>1</td></tr></tbody></table>;',
      errors: [{ messageId: 'table' }],
    },
    { code: '<label htmlFor="amount">Amount</label>;', errors: [{ messageId: 'field' }] },
    {
      code: '<label>Amount <span><input value={v} /></span></label>;',
      errors: [{ messageId: 'field' }],
    },
    { code: '<label>Game <select value={g} /></label>;', errors: [{ messageId: 'field' }] },
  ],
});

tester.run(
  'no-restricted-syntax: no hand-built fetch in tests',
  builtinRules.get('no-restricted-syntax'),
  {
    valid: [
      {
        code: "mockApi(loginEndpoint, { status: true, message: 'ok' });",
        options: noHandBuiltFetch,
      },
      { code: 'const answer = await fetch(url);', options: noHandBuiltFetch },
    ],
    invalid: [
      'global.fetch = fetchMock as unknown as typeof fetch;',
      'globalThis.fetch = jest.fn();',
      '(globalThis as { fetch: unknown }).fetch = stub;',
      'window.fetch = stub;',
      "Object.defineProperty(globalThis, 'fetch', { value: hang });",
      "jest.spyOn(global, 'fetch').mockResolvedValue(answer);",
    ].map((code) => ({ code, options: noHandBuiltFetch, errors: 1 })),
  },
);

tester.run(
  'no-restricted-syntax: services and repositories read together through readsTogether',
  builtinRules.get('no-restricted-syntax'),
  {
    valid: [
      {
        code: 'const [a, b] = await readsTogether(db, [() => listA(db), () => listB(db)]);',
        options: readsTogetherOnly,
      },
    ],
    invalid: [
      'const [a, b] = await Promise.all([listA(db), listB(db)]);',
      'await Promise.allSettled(ids.map((id) => find(db, id)));',
    ].map((code) => ({ code, options: readsTogetherOnly, errors: 1 })),
  },
);

tester.run(
  'no-restricted-syntax: Intl formatters are built once',
  builtinRules.get('no-restricted-syntax'),
  {
    valid: [
      { code: "dateTimeFormat('en-IN', { timeZone }).format(date);", options: intlBuiltOnce },
      { code: 'const text = date.toLocaleString();', options: intlBuiltOnce },
    ],
    invalid: [
      "new Intl.NumberFormat('en-IN').format(value);",
      "Intl.DateTimeFormat('en-IN').format(date);",
      "date.toLocaleString('hi-IN', { month: 'short' });",
      'date.toLocaleDateString(locale);',
      "value.toLocaleString('en-IN');",
    ].map((code) => ({ code, options: intlBuiltOnce, errors: 1 })),
  },
);
