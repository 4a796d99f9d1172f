import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from '../../common/http-middleware';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { mailFrameHtml, mailboxPage, type MailboxEntry } from './dev-mailbox.page';
import type { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { escapeHtml } from './templates';

/**
 * The rendered e-mail inside the mailbox's sandboxed frame: its own CSP lets the mail's inline styles
 * through (mail HTML is styled inline) and nothing else; the sandbox keeps it away from the site.
 */
const MAIL_FRAME_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; " +
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** GET /dev/mailbox: only with DEV_MAILBOX=1 or in demo mode (docs/contracts.md "Messaging"). */
@ApiExcludeController()
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  @Get()
  async mailbox(@Query('limit') limit: string | undefined, @Res() res: Response): Promise<void> {
    this.ensureEnabled();
    const take = /^\d{1,3}$/.test(limit ?? '') ? Math.min(Math.max(Number(limit), 1), 200) : 50;
    const { items } = await this.outbox.list([], 1, take);
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      mailboxPage(
        items.map((message) => this.entry(message)),
        nonce,
      ),
    );
  }

  @Get(':id/html')
  async html(@Param('id') id: string, @Res() res: Response): Promise<void> {
    this.ensureEnabled();
    const message = await this.outbox.findById(parseId(id));
    if (!message || message.channel !== 'email') throw new NotFoundException();
    const { content, renderError } = this.entry(message);
    res.setHeader('Content-Security-Policy', MAIL_FRAME_CSP);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(content ? mailFrameHtml(content.html) : `<p>${escapeHtml(renderError ?? '')}</p>`);
  }

  private ensureEnabled(): void {
    // devMailbox defaults to the demo mode (see loadConfig); DEV_MAILBOX=0 turns it off even there.
    if (!this.config.messaging.devMailbox) throw new NotFoundException();
  }

  private entry(message: OutboxMessage): MailboxEntry {
    try {
      return { message, content: this.outbox.render(message), renderError: null };
    } catch (error) {
      return { message, content: null, renderError: error instanceof Error ? error.message : String(error) };
    }
  }
}
