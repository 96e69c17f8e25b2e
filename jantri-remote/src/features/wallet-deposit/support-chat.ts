/**
 * The fixed support chat contact of the deposit follow-up (spec section 9: its value is not
 * printed there). An operator sets it in the runtime config as `supportChatPhone`.
 */
export const DEFAULT_SUPPORT_CHAT_PHONE = '919000000000';

export function supportChatLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
