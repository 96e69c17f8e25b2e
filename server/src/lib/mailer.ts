import nodemailer, { type Transporter } from 'nodemailer';

/** One SMTP transport per SMTP_URL (nodemailer parses smtp://user:pass@host:port itself). */
const transports = new Map<string, Transporter>();

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export async function sendMail(smtpUrl: string, mail: Mail): Promise<void> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // A mail server that hangs must not hold a request for minutes (nodemailer's default).
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  await transport.sendMail(mail);
}
