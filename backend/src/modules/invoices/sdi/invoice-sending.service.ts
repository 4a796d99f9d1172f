import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Clock } from '../../scheduler/clock';
import { PeriodicJob } from '../../scheduler/periodic-job';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { writeFatturaPa } from '../fatturapa/fatturapa-xml';
import { fatturaPaFileName } from '../fatturapa/file-name';
import type { InvoiceDocument } from '../fatturapa/invoice-document';
import { Invoice, type InvoiceState } from '../invoice.entity';
import { SDI_PROVIDER, SdiProviderError, type SdiNotice, type SdiProvider } from './sdi-provider';

/** Files handed over, and files whose notices are read, per run. */
const BATCH = 50;

/** The state an SDI notice leads to; other notices (EC, DT, AT …) leave the state as it is. */
const STATE_OF_NOTICE: Record<string, InvoiceState> = {
  RC: 'consegnata',
  NS: 'scartata',
  MC: 'non consegnata',
};

const NOTICE_LABEL: Record<string, string> = {
  RC: 'RC ricevuta di consegna',
  NS: 'NS notifica di scarto',
  MC: 'MC mancata consegna: la fattura è nel cassetto fiscale del cliente',
};

export interface SendingRun {
  sent: number;
  failed: number;
  updated: number;
}

/**
 * Sends invoices to SDI through the configured intermediary (docs/contracts.md "Invoices"): every
 * SDI_POLL_MS, under the 'invoices-sdi' lock, each 'da inviare' invoice's FatturaPA file is handed over
 * (→ 'inviata' with the intermediary's id), and the notices of the 'inviata' ones are read (RC →
 * 'consegnata', NS → 'scartata' with SDI's reasons, MC → 'non consegnata'). Without SDI_PROVIDER
 * nothing runs and invoices stay 'da inviare'. Never on a request: only the worker process runs it.
 */
@Injectable()
export class InvoiceSendingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InvoiceSendingService.name);
  private readonly job = new PeriodicJob(this.logger, 'Invoice sending failed', () => this.tick());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly clock: Clock,
    @Optional() @Inject(SDI_PROVIDER) private readonly provider: SdiProvider | null,
  ) {}

  onApplicationBootstrap(): void {
    if (this.provider && this.config.sdi && this.config.messaging.worker)
      this.job.start(this.config.sdi.pollMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** One run under the lock; null when another instance holds it or no provider is configured. */
  async tick(): Promise<SendingRun | null> {
    const provider = this.provider;
    if (!provider) return null;
    const run = await this.scheduler.runExclusive('invoices-sdi', () => this.run(provider));
    return run.ran ? run.result : null;
  }

  private async run(provider: SdiProvider): Promise<SendingRun> {
    const result: SendingRun = { sent: 0, failed: 0, updated: 0 };
    const repository = this.dataSource.getRepository(Invoice);
    const due = await repository.find({ where: { state: 'da inviare' }, order: { id: 'ASC' }, take: BATCH });
    for (const invoice of due) {
      if (!invoice.document) continue;
      const doc = JSON.parse(invoice.document) as InvoiceDocument;
      try {
        const sdiId = await provider.send(fatturaPaFileName(doc), writeFatturaPa(doc));
        await repository.update(
          { id: invoice.id, state: 'da inviare' },
          { state: 'inviata', sdiId, sentAt: this.clock.now(), sdiNotice: null },
        );
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        const retryable = !(error instanceof SdiProviderError) || error.retryable;
        this.logger.warn(`Invoice ${invoice.id} not handed to ${provider.name}: ${String(error)}`);
        await repository.update(
          { id: invoice.id },
          {
            sendAttempts: invoice.sendAttempts + 1,
            // A refusal of the file itself is SDI's scarto in advance: shown, not tried again.
            ...(retryable ? {} : { state: 'scartata' as const, sdiNotice: this.refusal(error) }),
          },
        );
      }
    }
    const waiting = await repository.find({
      where: { state: 'inviata' },
      order: { sentAt: 'ASC' },
      take: BATCH,
    });
    for (const invoice of waiting) {
      try {
        const notices = await provider.notices(invoice.sdiId!);
        const last = [...notices].reverse().find((notice) => STATE_OF_NOTICE[notice.type]);
        if (!last) continue;
        await repository.update(
          { id: invoice.id, state: 'inviata' },
          { state: STATE_OF_NOTICE[last.type], sdiNotice: this.noticeText(last) },
        );
        result.updated += 1;
      } catch (error) {
        this.logger.warn(`Notices of invoice ${invoice.id} not read: ${String(error)}`);
      }
    }
    return result;
  }

  private noticeText(notice: SdiNotice): string {
    const label = NOTICE_LABEL[notice.type] ?? notice.type;
    const text = notice.type === 'NS' && notice.text !== notice.type ? `${label}: ${notice.text}` : label;
    return text.slice(0, 1000);
  }

  private refusal(error: unknown): string {
    return `Rifiutata dall'intermediario: ${error instanceof Error ? error.message : String(error)}`.slice(
      0,
      1000,
    );
  }
}
