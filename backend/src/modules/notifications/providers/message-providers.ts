import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { OutboxChannel } from '../outbox-message.entity';
import type { MessageProvider } from './message-provider';
import { SmtpEmailProvider } from './smtp-email.provider';
import { TwilioSmsProvider } from './twilio-sms.provider';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider';

/**
 * The provider of each channel, from the configuration. A channel without one has no provider: its
 * messages stay `held` in the outbox and show in the developer mailbox (the development sink).
 */
@Injectable()
export class MessageProviders implements OnApplicationShutdown {
  private readonly providers = new Map<OutboxChannel, MessageProvider>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { smtpUrl, mailFrom, whatsapp, sms } = config.messaging;
    if (smtpUrl) this.providers.set('email', new SmtpEmailProvider(smtpUrl, mailFrom));
    if (whatsapp) this.providers.set('wa', new WhatsAppCloudProvider(whatsapp));
    if (sms) this.providers.set('sms', new TwilioSmsProvider(sms));
  }

  for(channel: OutboxChannel): MessageProvider | undefined {
    return this.providers.get(channel);
  }

  configuredChannels(): OutboxChannel[] {
    return [...this.providers.keys()];
  }

  async onApplicationShutdown(): Promise<void> {
    for (const provider of this.providers.values()) await provider.close?.();
  }
}
