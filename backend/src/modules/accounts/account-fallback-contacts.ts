import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FallbackContacts } from '../notifications/delivery/fallback-contacts';
import { User } from './user.entity';

/**
 * Gives the notifications module the e-mail and telephone of an account, for a WhatsApp or SMS that was
 * not delivered (it is sent again by another channel of the same person).
 */
@Injectable()
export class AccountFallbackContacts implements OnModuleInit {
  constructor(private readonly contacts: FallbackContacts) {}

  onModuleInit(): void {
    this.contacts.register(async (manager, userId) => {
      const user = await manager.findOne(User, {
        where: { id: userId },
        select: { id: true, email: true, telephone: true },
      });
      return user ? { email: user.email, telephone: user.telephone } : null;
    });
  }
}
