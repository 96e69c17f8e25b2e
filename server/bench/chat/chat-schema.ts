/** The chat bench's PostgreSQL schema: its own, so the HTTP bench's (bench_api) is never dropped. */
export const CHAT_SCHEMA = 'bench_chat';
