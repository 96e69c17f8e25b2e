// Tests control time-based jobs themselves and keep logs quiet.
process.env.JOBS = '0';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
