// The jantri bet parser, sheet, settlement and cutting (DESIGN section 5), one copy for the
// server and the live preview. Imported as '@bgmi/shared/src/jantri/calculators', outside the
// Module Federation singleton, so only the pages that parse or settle download it.
export * from './parser';
export * from './paste-reading';
export * from './parser-heads';
export * from './sheet';
export * from './settlement';
export * from './cutting';
export * from './cutting-options';
export * from './risk';
export * from './upper-layers';
