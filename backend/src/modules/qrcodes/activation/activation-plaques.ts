import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { QrCode } from '../qr-code.entity';
import { PENDING_HOLD_MS } from './activation-rules';

/**
 * The plaque rows as the activation reads and writes them (docs/contracts.md "Plaques"): found by code, claimed
 * for a request, tied to their page, confirmed. Writes run in the caller's transaction.
 */
@Injectable()
export class ActivationPlaques {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByCode(code: string): Promise<QrCode | null> {
    if (!code) return Promise.resolve(null);
    return this.dataSource.getRepository(QrCode).findOneBy({ code });
  }

  /**
   * Marks the plaque 'pending' when it is free (never asked, or asked with a link now expired): a conditional
   * UPDATE, so of two requests at the same instant one wins. False for the loser.
   */
  async claim(manager: EntityManager, plaqueId: number, now: Date): Promise<boolean> {
    const claim = await manager
      .createQueryBuilder()
      .update(QrCode)
      .set({ activationStatus: 'pending', activationRequestedAt: now })
      .where('id = :id', { id: plaqueId })
      .andWhere(
        new Brackets((condition) =>
          condition
            .where('activation_status IS NULL')
            .orWhere("(activation_status = 'pending' AND activation_requested_at <= :expired)", {
              expired: new Date(now.getTime() - PENDING_HOLD_MS),
            }),
        ),
      )
      .execute();
    return claim.affected === 1;
  }

  findById(manager: EntityManager, plaqueId: number): Promise<QrCode | null> {
    return manager.findOneBy(QrCode, { id: plaqueId });
  }

  /** The page a plaque names now (a claimed plaque may still name the page of an expired request). */
  async deceasedOf(manager: EntityManager, plaqueId: number): Promise<number | null> {
    return (await manager.findOneByOrFail(QrCode, { id: plaqueId })).deceasedId;
  }

  /** Whether another plaque is activated or asked for the notice (in the caller's transaction, if given). */
  noticeHasOtherPlaque(
    noticeId: number,
    plaqueId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return manager.existsBy(QrCode, {
      deceasedId: noticeId,
      id: Not(plaqueId),
      activationStatus: Not(IsNull()),
    });
  }

  /** Of these pages, those a plaque is activated or asked for. */
  async withPlaque(deceasedIds: number[]): Promise<Set<number | null>> {
    const taken = await this.dataSource.getRepository(QrCode).find({
      select: { deceasedId: true },
      where: { deceasedId: In(deceasedIds), activationStatus: Not(IsNull()) },
    });
    return new Set(taken.map((row) => row.deceasedId));
  }

  async tieToPage(manager: EntityManager, plaqueId: number, deceasedId: number): Promise<void> {
    await manager.update(QrCode, { id: plaqueId }, { deceasedId });
  }

  /** 'pending' → 'active' for the page the link names; false when the plaque is no longer that request. */
  async activate(manager: EntityManager, plaqueId: number, deceasedId: number, now: Date): Promise<boolean> {
    const result = await manager.update(
      QrCode,
      { id: plaqueId, deceasedId, activationStatus: 'pending' },
      { activationStatus: 'active', activatedAt: now },
    );
    return result.affected === 1;
  }
}
