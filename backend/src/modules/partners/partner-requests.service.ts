import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AccountPlacesService } from '../accounts/account-places.service';
import { FieldProblems } from '../accounts/account-rules';
import { AccountErrors } from '../accounts/accounts.errors';
import { AccountsService, PlatformAccess } from '../accounts/accounts.service';
import { isUniqueViolation } from '../accounts/registration.service';
import { CaptchaService } from '../content/contact/captcha.service';
import { LocationsService } from '../locations/locations.service';
import { UploadsService, type ReceivedFile } from '../media/uploads.service';
import { Clock } from '../scheduler/clock';
import { Partner } from './partner.entity';
import { partnerAddressColumns } from './partner-address';
import { checkPartnerRequest, type PartnerRequestForm } from './partner-request-form';
import { PartnerErrors } from './partners.errors';
import { CF_LENGTH, PARTNER_MAX_IMAGES, PARTNER_MAX_VIDEO_BYTES } from '../../common/spec-limits';

/**
 * The partner request of /partner (spec public §2, §3 "Partner company", §5 "Partner", §8): the company's
 * account is created without a password and without a panel (PlatformAccess.noPanel), the partner row
 * 'pending', in one transaction with the captcha's use; files are committed first and removed again when
 * anything fails, so nothing is half-saved. The admin accepts it (PartnerAdminService).
 */
@Injectable()
export class PartnerRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly accounts: AccountsService,
    private readonly places: AccountPlacesService,
    private readonly locations: LocationsService,
    private readonly captcha: CaptchaService,
    private readonly clock: Clock,
  ) {}

  async request(req: Request): Promise<void> {
    const received = await this.uploads.receive(req, {
      files: {
        logo: { kind: 'photo', max: 1 },
        images: { kind: 'photo', max: PARTNER_MAX_IMAGES },
        video: { kind: 'video', max: 1 },
      },
      maxBytes: { video: PARTNER_MAX_VIDEO_BYTES },
    });
    const logo = received.files.logo ?? [];
    const images = received.files.images ?? [];
    const videos = received.files.video ?? [];
    const committed: string[] = [];
    try {
      const problems = new FieldProblems();
      const form = checkPartnerRequest(received.fields, problems);
      const address = await this.places.checkAddress(form.address, problems);
      problems.throwIfAny();
      const signature = await this.captcha.verify(received.fields.altcha);
      await this.assertFree(form);

      const folder = `partner/${form.username}`;
      const commit = async (file: ReceivedFile) => {
        const path = await this.uploads.commit(file, folder);
        committed.push(path);
        return path;
      };
      const pageAddress = address ? await partnerAddressColumns(this.locations, address) : null;
      const logoPath = logo[0] ? await commit(logo[0]) : null;
      const imagePaths: string[] = [];
      for (const file of images) imagePaths.push(await commit(file));
      const videoPath = videos[0] ? await commit(videos[0]) : null;

      try {
        await this.dataSource.transaction(async (manager) => {
          await this.captcha.consume(manager, signature, this.clock.now());
          const user = await this.accounts.create(
            {
              username: form.username,
              email: form.email,
              telephone: form.telephone,
              name: form.name,
              surname: '',
              passwordHash: null,
              platformAccess: PlatformAccess.noPanel,
              partnerType: form.type,
              cf: form.cf && form.cf.length <= CF_LENGTH ? form.cf : null,
            },
            manager,
          );
          if (address) await this.accounts.addAddress(user.id, address, manager);
          await manager.getRepository(Partner).insert({
            name: form.name,
            type: form.type,
            userId: user.id,
            status: 'pending',
            vat: form.vat,
            sdi: form.sdi,
            cf: form.cf,
            email: form.email,
            telephone: form.telephone,
            mobile: form.altPhone,
            website: form.website,
            description: form.description,
            ...pageAddress,
            logo: logoPath,
            media: JSON.stringify(imagePaths),
            video: videoPath,
            requestedAt: this.clock.now(),
          });
        });
      } catch (error) {
        // Another request or registration took a value between the check and the insert.
        if (isUniqueViolation(error)) await this.assertFree(form);
        throw error;
      }
    } catch (error) {
      await this.uploads.discard([...logo, ...images, ...videos]);
      await Promise.all(committed.map((path) => this.uploads.remove(path)));
      throw error;
    }
  }

  /** spec public §8 "Partner": which value is in use — USERNAME, EMAIL, TELEPHONE or VAT in the code. */
  private async assertFree(form: PartnerRequestForm): Promise<void> {
    if (await this.accounts.findByUsername(form.username)) throw AccountErrors.usernameTaken();
    if (form.email && (await this.accounts.findByEmail(form.email))) throw AccountErrors.emailTaken();
    if (form.telephone && (await this.accounts.findByTelephone(form.telephone)))
      throw AccountErrors.telephoneTaken();
    if (await this.dataSource.getRepository(Partner).existsBy({ vat: form.vat }))
      throw PartnerErrors.vatTaken();
  }
}
