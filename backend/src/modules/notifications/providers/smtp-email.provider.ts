import { createTransport, type Transporter } from 'nodemailer';
import type { MessageProvider, OutgoingMessage } from './message-provider';

/** E-mail through nodemailer over SMTP_URL. */
export class SmtpEmailProvider implements MessageProvider {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded waits: a stuck server must fail the attempt (and be retried), not hold the worker.
    const url = new URL(smtpUrl);
    for (const [key, value] of Object.entries({
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '30000',
    }))
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    this.transport = createTransport(url.toString());
  }

  async send(message: OutgoingMessage): Promise<{ providerId?: string }> {
    const info = (await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.content.subject,
      text: message.content.text,
      html: message.content.html,
      headers: { 'X-Ricordo-Message': String(message.id) },
    })) as { messageId?: string };
    return { providerId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
