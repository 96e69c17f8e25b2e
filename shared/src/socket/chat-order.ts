/**
 * Conversation order: by the server's per-conversation sequence (`seq`), which every stored
 * message has; a message without one (an older server) keeps its place after those that have one.
 * Several API instances store and deliver concurrently, so arrival order is not conversation order.
 */
export interface Sequenced {
  _id: string;
  seq?: number | undefined;
}

export function compareChatOrder(a: Sequenced, b: Sequenced): number {
  const left = a.seq ?? Number.MAX_SAFE_INTEGER;
  const right = b.seq ?? Number.MAX_SAFE_INTEGER;
  return left - right;
}

/** The messages once each (by id) in conversation order; the sort is stable for equal seqs. */
export function orderChatMessages<T extends Sequenced>(messages: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = messages.filter((message) => {
    if (seen.has(message._id)) return false;
    seen.add(message._id);
    return true;
  });
  return unique.sort(compareChatOrder);
}
