import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { QR_GENERATION_MAX } from '../../common/spec-limits';
import { chunks } from '../../database/chunks';
import { isUniqueViolation } from '../accounts/registration.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../scheduler/clock';
import type { GeneratedQrCodeDto } from './dto/admin-qrcodes-responses.dto';
import { PlaqueCodeGenerator, type PlaqueCodes, newPlaqueRow } from './plaque-codes';
import { QrAdminErrors, QrAdminMessages } from './qr-admin.errors';
import { QrCode } from './qr-code.entity';
import { QrDocumentsService } from './qr-documents.service';

/** Rows per INSERT (well under every engine's parameter limit). */
const ROWS_PER_INSERT = 100;
/** A batch whose codes collided with a concurrent batch at INSERT is made again, this many times at most. */
const TRANSACTION_ATTEMPTS = 3;
/** Rounds of drawing new codes for the ones already taken, before giving up (32^10 codes: never reached). */
const DRAW_ROUNDS = 10;

/**
 * The amount field of spec panels §5 "QR generation": required, a whole number greater than 0 and at most
 * 500. Field errors come as 400 VALIDATION_FAILED with `data.fields.amount`.
 */
export function parseAmount(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw QrAdminErrors.field('amount', QrAdminMessages.required);
  if (!/^[+-]?\d+$/.test(text)) throw QrAdminErrors.field('amount', QrAdminMessages.invalid);
  const amount = Number(text);
  if (amount <= 0) throw QrAdminErrors.field('amount', QrAdminMessages.amountTooSmall);
  if (amount > QR_GENERATION_MAX) throw QrAdminErrors.field('amount', QrAdminMessages.amountTooLarge);
  return amount;
}

/**
 * 'Nuovi QR code' (spec panels §2 #richiedi-qrcode, §7 generateQrcode): a batch of plaques in the
 * platform's stock (not sold, no sale channel), each with a unique code and an unguessable verification
 * code, written in one transaction with its audit row: a failure anywhere leaves no code behind.
 */
@Injectable()
export class QrGenerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: PlaqueCodeGenerator,
    private readonly documents: QrDocumentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async generate(rawAmount: unknown, admin: Pick<User, 'id' | 'username'>): Promise<GeneratedQrCodeDto[]> {
    const amount = parseAmount(rawAmount);
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await this.dataSource.transaction((manager) => this.insertBatch(manager, amount, admin));
        return rows.map((row) => {
          const { url, condolenceUrl } = this.documents.urlsOf(row.code);
          return {
            ID: row.id,
            code: row.code,
            verification_code: row.verificationCode,
            url,
            url_condoglianze: condolenceUrl,
          };
        });
      } catch (error) {
        // Another batch took one of these codes between our check and our INSERT: draw the batch again.
        if (attempt < TRANSACTION_ATTEMPTS && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  private async insertBatch(
    manager: EntityManager,
    amount: number,
    admin: Pick<User, 'id' | 'username'>,
  ): Promise<QrCode[]> {
    const codes = await this.drawUnique(manager, amount);
    const createdAt = this.clock.now();
    for (const batch of chunks(codes, ROWS_PER_INSERT))
      await manager.insert(
        QrCode,
        batch.map((codes) => newPlaqueRow(codes, createdAt)),
      );
    const rows = await this.findByCodes(
      manager,
      codes.map((entry) => entry.code),
    );
    await this.audit.record(manager, {
      actor: { id: admin.id, username: admin.username },
      action: 'qrcode.generate',
      targetType: 'qrcode',
      targetId: `${rows[0].id}-${rows[rows.length - 1].id}`,
      newValues: { amount, firstId: rows[0].id, lastId: rows[rows.length - 1].id },
    });
    return rows;
  }

  /** `amount` codes that no plaque has and that differ from one another. */
  private async drawUnique(manager: EntityManager, amount: number): Promise<PlaqueCodes[]> {
    const drawn = new Map<string, PlaqueCodes>();
    for (let round = 0; round < DRAW_ROUNDS && drawn.size < amount; round++) {
      const candidates = new Map<string, PlaqueCodes>();
      // Bounded: a generator that keeps repeating itself ends in the error below, not in a loop.
      for (let draws = 0; drawn.size + candidates.size < amount && draws < amount * 4; draws++) {
        const next = this.codes.next();
        if (!drawn.has(next.code)) candidates.set(next.code, next);
      }
      const taken = await this.findByCodes(manager, [...candidates.keys()]);
      for (const row of taken) candidates.delete(row.code);
      for (const [code, entry] of candidates) drawn.set(code, entry);
    }
    if (drawn.size < amount) throw new Error('Could not draw unique plaque codes');
    return [...drawn.values()];
  }

  private async findByCodes(manager: EntityManager, codes: string[]): Promise<QrCode[]> {
    const found: QrCode[] = [];
    for (const batch of chunks(codes, ROWS_PER_INSERT * 5))
      found.push(...(await manager.find(QrCode, { where: { code: In(batch) } })));
    return found.sort((a, b) => a.id - b.id);
  }
}
