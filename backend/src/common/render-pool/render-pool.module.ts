import { Global, Module } from '@nestjs/common';
import { EventLoopMonitor } from './event-loop-monitor';
import { RenderPool } from './render-pool';

/** The render pool and the event loop monitor, one each per app, for every module. */
@Global()
@Module({ providers: [RenderPool, EventLoopMonitor], exports: [RenderPool, EventLoopMonitor] })
export class RenderPoolModule {}
