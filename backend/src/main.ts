import 'reflect-metadata';
import { createApp, createLogger } from './app.factory';
import { ConfigError, loadConfig, startEnvironment } from './config/app-config';
import { installProcessGuards } from './common/process-survival';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(startEnvironment(process.env));
  } catch (error) {
    // Fail fast with the list of problems rather than starting half-configured.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  const app = await createApp(config, { logger });
  // An unhandled rejection is logged and counted; an uncaught exception closes the app and exits with 1
  // for the supervisor (deploy/systemd, `npm start`) to start it again.
  installProcessGuards({ logger, close: () => app.close() });
  // enableShutdownHooks: SIGTERM/SIGINT close the HTTP server, then the DataSource (TypeOrmModule).
  await app.listen(config.port, config.host);
  logger.log(
    {
      msg: 'listening',
      url: await app.getUrl(),
      database: config.database.type,
      demoMode: config.demoMode,
      production: config.production,
      dataDir: config.dataDir,
      shellDist: config.shellDist,
      publishDir: config.publishDir,
    },
    'Main',
  );
}

main().catch((error: unknown) => {
  console.error(
    JSON.stringify({
      level: 'fatal',
      message: 'start failed',
      error: error instanceof Error ? error.stack : String(error),
    }),
  );
  process.exit(1);
});
