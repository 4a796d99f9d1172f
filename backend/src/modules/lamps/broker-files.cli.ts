import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { buildDataSourceOptions } from '../../database/data-source-options';
import { brokerAcl, brokerPasswordFile, DEFAULT_BACKEND_USER } from './broker-files';

/**
 * Writes Mosquitto's password file from the database (every lamp's stored hash, plus the backend's user
 * from MQTT_USERNAME / MQTT_PASSWORD), and optionally the ACL, for the platform's configuration
 * (DATABASE_URL or DATA_DIR as `npm start` reads them):
 *   npm run lamps:broker-files -- --passwords /etc/mosquitto/ricordo.passwd [--acl /etc/mosquitto/ricordo.acl]
 * then reload Mosquitto (SIGHUP). Run it again after creating or deleting lamps.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const config = loadConfig();
  const dataSource = new DataSource({
    ...(await buildDataSourceOptions(config.database)),
    migrationsRun: false,
  });
  await dataSource.initialize();
  try {
    const lamps = (await dataSource.query('SELECT serial, credential_hash FROM lamps ORDER BY id')) as Array<{
      serial: string;
      credential_hash: string;
    }>;
    const username = config.lamps.mqttUsername ?? DEFAULT_BACKEND_USER;
    const password = config.lamps.mqttPassword;
    const text = brokerPasswordFile(
      lamps.map((lamp) => ({ serial: lamp.serial, credentialHash: lamp.credential_hash })),
      password ? { username, password } : undefined,
    );
    const passwords = option('passwords');
    if (passwords) writeFileSync(passwords, text, { mode: 0o600 });
    else process.stdout.write(text);
    const acl = option('acl');
    if (acl) writeFileSync(acl, brokerAcl(config.lamps.topicPrefix, username), { mode: 0o644 });
    console.error(`${lamps.length} lamps${password ? ` and the backend user ${username}` : ''} written`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
