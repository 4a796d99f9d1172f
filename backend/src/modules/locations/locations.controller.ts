import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { parseId } from '../../common/ids';
import {
  CapComuniDataDto,
  ComuniDataDto,
  CountriesDataDto,
  ProvincesDataDto,
  RegionsDataDto,
} from './dto/location-responses.dto';
import { LocationsService } from './locations.service';

/** Lookups of docs/contracts.md "Locations" (spec panels §7 getRegioni, getProvince, getComuni, locationFromCap). */
@ApiTags('location')
@Controller('api/location')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('getRegioni')
  @ApiOperation({ operationId: 'getRegioni', summary: 'The 20 regions (ids 2-21)' })
  @ApiEnvelope(RegionsDataDto)
  async getRegioni() {
    return ok({ regioni: await this.locations.listRegions() });
  }

  @Get('getProvince/:regionId')
  @ApiOperation({ operationId: 'getProvince', summary: 'Provinces of a region' })
  @ApiEnvelope(ProvincesDataDto)
  @ApiFailures(400, 404)
  async getProvince(@Param('regionId') regionId: string) {
    return ok({ province: await this.locations.listProvinces(parseId(regionId)) });
  }

  @Get('getComuni/:provinceId')
  @ApiOperation({ operationId: 'getComuni', summary: 'Comuni of a province with their CAPs' })
  @ApiEnvelope(ComuniDataDto)
  @ApiFailures(400, 404)
  async getComuni(@Param('provinceId') provinceId: string) {
    return ok({ comuni: await this.locations.listComuni(parseId(provinceId)) });
  }

  @Get('locationFromCap/:cap')
  @ApiOperation({ operationId: 'locationFromCap', summary: 'Comuni using a CAP (empty list when none)' })
  @ApiEnvelope(CapComuniDataDto)
  @ApiFailures(400)
  async locationFromCap(@Param('cap') cap: string) {
    return ok({ comuni: await this.locations.findByCap(cap) });
  }

  @Get('nationality')
  @ApiOperation({ operationId: 'nationality', summary: 'Countries for nationality selects (Italy = 105)' })
  @ApiEnvelope(CountriesDataDto)
  async nationality() {
    return ok({ countries: await this.locations.listCountries() });
  }
}
