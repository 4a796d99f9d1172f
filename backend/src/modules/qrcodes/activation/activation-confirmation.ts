import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountsService } from '../../accounts/accounts.service';
import { OneShotTokensService } from '../../auth/one-shot-tokens.service';
import { PageLife } from '../../deceased/page-life';
import { Clock } from '../../scheduler/clock';
import { ActivationErrors } from '../activation.errors';
import type { ConfirmActivationDataDto } from '../dto/activation.dto';
import { ActivationPlaques } from './activation-plaques';
import { plaqueStateOf } from './activation-rules';

/** POST confirmActivation (spec public §2 /conferma-attivazione): the owner's one-shot link. */
@Injectable()
export class ActivationConfirmation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: OneShotTokensService,
    private readonly plaques: ActivationPlaques,
    private readonly pageLife: PageLife,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  /**
   * The plaque becomes active and the page live and theirs in one transaction; a used, expired or
   * superseded link is 410 'Il link non è più valido'. A newcomer's account stays pending until they choose
   * a password through their registration link.
   */
  async confirm(rawToken: unknown): Promise<ConfirmActivationDataDto> {
    const token = typeof rawToken === 'string' ? rawToken.trim() : '';
    if (!token) throw ActivationErrors.linkInvalid();
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const valid = await this.tokens.consume(token, 'plaque-activation', { manager, now });
      if (!valid) throw ActivationErrors.linkInvalid();
      const qrCodeId = Number(valid.payload?.qrCodeId);
      const deceasedId = Number(valid.payload?.deceasedId);
      if (!Number.isInteger(qrCodeId) || !Number.isInteger(deceasedId)) throw ActivationErrors.linkInvalid();
      const plaque = await this.plaques.findById(manager, qrCodeId);
      if (!plaque) throw ActivationErrors.linkInvalid();
      if (plaqueStateOf(plaque, now) === 'expired') throw ActivationErrors.expired();
      if (!(await this.plaques.activate(manager, qrCodeId, deceasedId, now)))
        throw ActivationErrors.linkInvalid();
      // A plaque given on account makes a page with contoVendita 1 (docs/contracts.md "QR generation").
      const onAccount = plaque.saleChannel === 'conto-vendita';
      if (!(await this.pageLife.confirmByOwner(manager, deceasedId, valid.userId, onAccount)))
        throw ActivationErrors.linkInvalid();
      const owner = await this.accounts.findById(valid.userId, manager);
      return {
        deceasedID: deceasedId,
        qrCode: plaque.code,
        registrationPending: owner?.passwordHash === null,
      };
    });
  }
}
