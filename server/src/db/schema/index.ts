export * from './core';
export * from './esports-events';
export * from './social';
export * from './wallet';
export * from './jantri';
export * from './scrim-day';
