export * from './core';
export * from './esports-events';
export * from './social';
export * from './wallet';
export * from './jantri';
export * from './chat-order';
export * from './money-controls';
export * from './scrim-day';
