import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from './accounts.service';
import { NotificationZone } from './notification-zone.entity';
import { UserAddress } from './user-address.entity';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserAddress, NotificationZone])],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
