import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { parseId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedErrors } from '../deceased/deceased.errors';
import { DeceasedService } from '../deceased/deceased.service';
import { MediaErrors } from '../media/media.errors';
import { richTextIsEmpty, sanitizeRichText } from '../media/rich-text';
import { UploadsService, type ReceivedFile } from '../media/uploads.service';
import { OrdersService } from '../orders/orders.service';
import { Clock } from '../scheduler/clock';
import {
  MemorialOrderErrors,
  MemorialOrderMessages,
  type MemorialOrderPayload,
} from './memorial-orders.errors';
import { MemorialsService } from './memorials.service';
import { MEMORIAL_MAX_PHOTOS } from '../../common/spec-limits';

/** Spec public §9 "Files": a memorial holds up to 10 photos (MEMORIAL_MAX_PHOTOS) and one video. */
export const MEMORIAL_MAX_VIDEOS = 1;
/** The product priced in `content` (spec public §9: 6 EUR a year by default). */
export const MEMORIAL_PRODUCT_KEY = 'servizio-memorial';

export interface MemorialOrderCreated {
  orderid: number;
  orderKey: string;
  amountCents: number;
  renewal: boolean;
  message: string;
}

/**
 * The memorial service order (spec public §4 "Memorial flow"; docs/contracts.md "Memorial service"):
 * the signed-in owner (or an admin) sends biography and media for one of their deceased; the files are
 * checked and committed under media/memorial/{deceasedId}/ and the order is created priced by the server.
 * Nothing reaches the memorial until the order is paid (MemorialFulfilment).
 */
@Injectable()
export class MemorialOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly orders: OrdersService,
    private readonly memorials: MemorialsService,
    private readonly clock: Clock,
    private readonly deceasedService: DeceasedService,
  ) {}

  async create(req: Request, user: User): Promise<MemorialOrderCreated> {
    const received = await this.uploads.receive(req, {
      files: {
        images: { kind: 'photo', max: MEMORIAL_MAX_PHOTOS },
        video: { kind: 'video', max: MEMORIAL_MAX_VIDEOS },
      },
      // The deceased is checked on the fields sent before the files: another's never streams a file in.
      authorize: async (fields) => {
        await this.ownedDeceased(fields.deceasedID, user);
      },
    });
    const photos = received.files.images ?? [];
    const videos = received.files.video ?? [];
    const committed: string[] = [];
    try {
      const deceased = await this.ownedDeceased(received.fields.deceasedID, user);
      const bio = sanitizeRichText(received.fields.biografic ?? '');
      if (richTextIsEmpty(bio)) throw MemorialOrderErrors.bioRequired();

      const memorial = await this.memorials.findEntityForDeceased(deceased.id);
      const renewal = memorial !== null && memorial.expiresAt.getTime() > this.clock.now().getTime();
      if (memorial) {
        // Paid media are appended, so the limits count what the gallery already holds (active or not).
        const existing = await this.memorials.countMediaByType(memorial.id);
        if (existing.photo + photos.length > MEMORIAL_MAX_PHOTOS) throw MediaErrors.maxImagesReached();
        if (existing.video + videos.length > MEMORIAL_MAX_VIDEOS) throw MediaErrors.maxVideosReached();
      }

      const media: MemorialOrderPayload['media'] = [];
      for (const file of [...photos, ...videos]) {
        const path = await this.uploads.commit(file, `memorial/${deceased.id}`);
        committed.push(path);
        media.push({ type: file.kind, file: path });
      }
      const payload: MemorialOrderPayload = { deceasedId: deceased.id, bio, media, renewal };
      const { order, accessKey } = await this.dataSource.transaction((manager) =>
        this.orders.create(manager, {
          type: 'memorial',
          items: [{ productKey: MEMORIAL_PRODUCT_KEY }],
          buyer: {
            name: user.name,
            surname: user.surname,
            email: user.email,
            telephone: user.telephone,
            userId: user.id,
          },
          payload: { ...payload },
        }),
      );
      return {
        orderid: order.id,
        orderKey: accessKey,
        amountCents: order.amountCents,
        renewal,
        message: renewal ? MemorialOrderMessages.renewal : '',
      };
    } catch (error) {
      await this.uploads.discard([...photos, ...videos] satisfies ReceivedFile[]);
      await Promise.all(committed.map((path) => this.uploads.remove(path)));
      throw error;
    }
  }

  /** The chosen deceased when the user owns it (an admin: any); otherwise as if it did not exist. */
  private async ownedDeceased(rawId: string | undefined, user: User): Promise<Deceased> {
    const raw = (rawId ?? '').trim();
    if (raw === '' || raw === '0') throw MemorialOrderErrors.chooseDeceased();
    let id: number;
    try {
      id = parseId(raw);
    } catch {
      throw MemorialOrderErrors.chooseDeceased();
    }
    const deceased = await this.deceasedService.findById(id);
    const allowed = deceased !== null && (user.platformAccess === 1 || deceased.ownerUserId === user.id);
    if (!deceased || !allowed) throw DeceasedErrors.notFound(raw.startsWith('000') ? raw.slice(3) : raw);
    return deceased;
  }
}
