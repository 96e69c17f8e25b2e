// The words of the product in the reader's language (DESIGN section 9, docs/decisions.md).
export * from './language';
export * from './message-format';
export * from './current-language';
export * from './catalogue';
export * from './format';
export * from './intl-formatters';
export * from './switch-language';
export * from './localized-text';
export * from './api-wording';
export * from './use-api-words';
