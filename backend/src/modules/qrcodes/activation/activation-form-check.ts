import { Injectable } from '@nestjs/common';
import { romeDay } from '../../../common/rome-time';
import { AccountPlacesService, type AddressFields } from '../../accounts/account-places.service';
import { FieldProblems } from '../../accounts/account-rules';
import type { User } from '../../accounts/user.entity';
import { checkActivationForm, type ActivationForm } from '../activation-form';
import { ActivationMessages } from '../activation.errors';

/** The activation form's burial-place fields as the location check names them. */
const GRAVEYARD_FIELD = {
  region: 'graveyardRegion',
  province: 'graveyardProvince',
  location: 'graveyardCity',
  cap: 'graveyardCap',
} as const;

/** The /activate-qrCode form's field rules (activation-form.ts), then those that read the location tables. */
@Injectable()
export class ActivationFormCheck {
  constructor(private readonly places: AccountPlacesService) {}

  /** The form's rules, then the burial place and the newcomer's address; every problem in one 400. */
  async check(
    fields: Record<string, string>,
    viewer: User | null,
    now: Date,
  ): Promise<{ form: ActivationForm; address: AddressFields | null }> {
    const problems = new FieldProblems();
    // Dates are the family's calendar days: 'today' is Rome's (DESIGN "Data": shown in Europe/Rome).
    const today = romeDay(now);
    const form = checkActivationForm(fields, viewer, problems, today);
    const { regionId, provinceId, locationId, cap } = form.graveyard;
    if (regionId !== null && provinceId !== null && locationId !== null) {
      const wrong = await this.places.placeProblem({ regionId, provinceId, locationId, cap });
      if (wrong) problems.add(GRAVEYARD_FIELD[wrong], ActivationMessages.invalid);
    }
    const address = form.newcomer ? await this.places.checkAddress(form.newcomer.address, problems) : null;
    problems.throwIfAny();
    return { form, address };
  }
}
