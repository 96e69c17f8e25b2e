// Intl formatters are built once, in shared/src/i18n/intl-formatters.ts (docs/ARCHITECTURE.md,
// Frontends, Words): a formatter built per call, or `toLocaleString` with a locale or options
// (which builds one each time), cost a list of tournament cards 115 ms at 4x CPU.
// `no-restricted-syntax` refuses both in the frontends' sources.
const message =
  'Use the cached Intl formatters of @bgmi/shared/i18n (dateTimeFormat, numberFormat, relativeTimeFormat).';

export const intlBuiltOnce = [
  { selector: "NewExpression[callee.object.name='Intl']", message },
  { selector: "CallExpression[callee.object.name='Intl']", message },
  {
    selector:
      'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]',
    message,
  },
];
