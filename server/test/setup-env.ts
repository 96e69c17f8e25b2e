// Tests control time-based jobs themselves and keep logs quiet.
process.env.JOBS = '0';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
// Wallet and game tests assume money works: they run in `real` (DESIGN section 8), and signUp
// confirms an adult date of birth through the real age gate. Mode tests set their own.
process.env.MONEY_MODE = process.env.MONEY_MODE ?? 'real';
