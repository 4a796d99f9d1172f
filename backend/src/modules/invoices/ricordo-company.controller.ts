import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuditService } from '../audit/audit.service';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { InvoicesService } from './invoices.service';
import { RicordoCompanyDto, SaveRicordoCompanyDto } from './ricordo-company.dto';
import { ricordoCompanyView, RicordoCompanyMessages, validRicordoCompany } from './ricordo-company.form';

/**
 * Ricordo's company data (the issuer of its sales, the transmitter of every invoice file): the admin's
 * 'Dati aziendali' form reads and saves them; a save is checked like FatturaPA needs and audited.
 */
@ApiTags('admin')
@Controller('api/admin/ricordo-company')
@Roles('admin')
export class RicordoCompanyController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminRicordoCompany',
    summary: "Ricordo's company data and what still blocks its invoices (admin)",
  })
  @ApiEnvelope(RicordoCompanyDto)
  @ApiFailures(401, 403)
  async get() {
    return ok(ricordoCompanyView(await this.invoices.ricordoCompany()));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveRicordoCompany',
    summary: "Save Ricordo's company data (P.IVA and codice fiscale checked, address required) (admin)",
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(RicordoCompanyDto)
  @ApiFailures(400, 401, 403)
  async save(@Body() body: SaveRicordoCompanyDto, @Req() req: AuthenticatedRequest) {
    const admin = signedInUser(req);
    const next = validRicordoCompany(body);
    const before = ricordoCompanyView(await this.invoices.ricordoCompany());
    const oldValues: Record<string, unknown> = {};
    const newValues: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(next)) {
      const old = (before as unknown as Record<string, unknown>)[field] || null;
      if (old === value) continue;
      oldValues[field] = old;
      newValues[field] = value;
    }
    if (Object.keys(newValues).length > 0) {
      await this.invoices.saveRicordoCompany(next);
      await this.audit.record(this.dataSource.manager, {
        actor: admin,
        action: 'ricordoCompany.edit',
        targetType: 'ricordoCompany',
        targetId: 1,
        oldValues,
        newValues,
      });
    }
    return ok(ricordoCompanyView(await this.invoices.ricordoCompany()), {
      message: RicordoCompanyMessages.saved,
    });
  }
}
