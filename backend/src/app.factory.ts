import { ConsoleLogger, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Application as ExpressApp } from 'express';
import { AppModule } from './app.module';
import { answerClientErrors } from './common/client-error';
import { keepIdleConnections } from './common/idle-connections';
import { EnvelopeExceptionFilter } from './common/envelope-exception.filter';
import { instanceHeader, requestLogger, securityHeaders } from './common/http-middleware';
import { processFaults, trackRequestsInFlight } from './common/process-survival';
import { createValidationPipe } from './common/validation';
import { enabledLogLevels, type AppConfig } from './config/app-config';
import { DeceasedService } from './modules/deceased/deceased.service';
import { deceasedDataFastPath, serveCachedDeceasedData } from './modules/deceased/deceased-data.fast-path';
import { PageCacheService } from './modules/deceased/page-cache.service';
import { PageReadService } from './modules/deceased/page-read.service';
import { metricsEndpoint, requestMetrics } from './modules/metrics/metrics.http';
import { MetricsService } from './modules/metrics/metrics.service';

export interface CreateAppOptions {
  /** Replaces the JSON console logger (tests pass a quiet one). */
  logger?: LoggerService | false;
}

/** Structured JSON logs, one object per line (DESIGN "Back end"). */
export function createLogger(config: AppConfig): LoggerService {
  return new ConsoleLogger({ json: true, logLevels: enabledLogLevels(config.logLevel) });
}

/** The whole application, configured but not listening: used by main, the OpenAPI script and tests. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const logger = options.logger === undefined ? createLogger(config) : options.logger;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Bodies are parsed by BodyParserMiddleware so that parse errors reach the envelope filter.
    bodyParser: false,
    logger: logger === false ? false : logger,
    abortOnError: false,
  });
  app.set('trust proxy', config.trustProxy);
  answerClientErrors(app.getHttpServer());
  keepIdleConnections(app.getHttpServer());
  app.disable('x-powered-by');
  const metrics = app.get(MetricsService);
  metrics.registry.registerMetric(processFaults);
  app.use(trackRequestsInFlight);
  app.use(requestMetrics(metrics));
  if (logger !== false) app.use(requestLogger(logger));
  app.use(securityHeaders);
  app.use(instanceHeader(process.env.INSTANCE_ID));
  app.use(metricsEndpoint(metrics, config.metricsToken));
  app.use(deceasedDataFastPath(app.get(DeceasedService)));
  app.use(cookieParser());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.enableShutdownHooks();
  await app.init();
  serveCachedDeceasedData(app.getHttpServer(), {
    pageCache: app.get(PageCacheService),
    reads: app.get(PageReadService),
    observe: (method, route, status, seconds) => metrics.observeRequest(method, route, status, seconds),
    etag: (app.getHttpAdapter().getInstance() as ExpressApp).get('etag fn') as (body: Buffer) => string,
    logger: logger === false ? null : logger,
    instanceId: process.env.INSTANCE_ID,
  });
  return app;
}
