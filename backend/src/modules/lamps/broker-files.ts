import { mosquittoHash, passwordFileLine } from './lamp-credentials';

/** The backend's MQTT user in the example broker files (MQTT_USERNAME). */
export const DEFAULT_BACKEND_USER = 'ricordo-backend';

/**
 * Mosquitto's ACL for the lamps (deploy/mosquitto/acl is this text for the default prefix and user): the
 * backend reads every lamp's check-ins and writes every lamp's desired state; a lamp (username = its
 * serial, `%u`) writes only its own check-ins and reads only its own desired state. Anything not granted is
 * refused, so a lamp's credentials reach no other lamp's topics.
 */
export function brokerAcl(topicPrefix = 'ricordo/lamps', backendUser = DEFAULT_BACKEND_USER): string {
  return [
    '# Ricordo smart votive lamps: Mosquitto ACL (acl_file). Written by backend/src/modules/lamps/broker-files.ts.',
    '# Topics: {prefix}/{serial}/checkin (lamp -> server) and {prefix}/{serial}/desired (server -> lamp, retained).',
    '',
    '# The backend: every lamp check-in (shared subscription $share/<group>/...), every desired state.',
    `user ${backendUser}`,
    `topic read ${topicPrefix}/+/checkin`,
    `topic write ${topicPrefix}/+/desired`,
    '',
    '# Each lamp: its username is its serial; it writes its check-ins and reads its desired state, nothing else.',
    `pattern write ${topicPrefix}/%u/checkin`,
    `pattern read ${topicPrefix}/%u/desired`,
    '',
  ].join('\n');
}

/**
 * Mosquitto's password file (password_file): one line per lamp from the hashes stored at creation (the
 * passwords themselves are never kept), and the backend's user when its password is given.
 */
export function brokerPasswordFile(
  lamps: Array<{ serial: string; credentialHash: string }>,
  backend?: { username: string; password: string },
): string {
  const lines = lamps.map((lamp) => passwordFileLine(lamp.serial, lamp.credentialHash));
  if (backend) lines.unshift(`${backend.username}:${mosquittoHash(backend.password)}`);
  return `${lines.join('\n')}\n`;
}
