import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events.service';

/** The one domain event bus, global: any service may raise, any module may follow (DomainEvents). */
@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
