/** An issued reset code as the audit log records it (the code itself is never written). */
export const resetCodeAudit = (expiresAt: Date) => ({ expires_at: expiresAt.toISOString() });

/** The admin CLI's answer to `reset-code`: the code, once, with its end. */
export const resetCodeIssuedText = (issued: {
  bgmiUserId: string;
  code: string;
  expiresAt: Date;
}) =>
  `Reset code for ${issued.bgmiUserId}: ${issued.code} (valid until ${issued.expiresAt.toISOString()}, one use)`;
