import { SERIAL_PATTERN } from '../lamp-credentials';

/**
 * Lamp topics (docs/contracts.md "Lamps"): a lamp publishes `{prefix}/{serial}/checkin` and reads
 * `{prefix}/{serial}/desired` (retained); the broker ACL lets it touch no other topic.
 */
export function checkinTopic(prefix: string, serial: string): string {
  return `${prefix}/${serial}/checkin`;
}

export function desiredTopic(prefix: string, serial: string): string {
  return `${prefix}/${serial}/desired`;
}

/** The backend's subscription: every lamp's check-ins, split among the instances of one share group. */
export function sharedCheckinSubscription(group: string, prefix: string): string {
  return `$share/${group}/${prefix}/+/checkin`;
}

/** The serial of a check-in topic, or null when the topic is not one (or holds an impossible serial). */
export function serialOfCheckinTopic(prefix: string, topic: string): string | null {
  const head = `${prefix}/`;
  if (!topic.startsWith(head) || !topic.endsWith('/checkin')) return null;
  const serial = topic.slice(head.length, -'/checkin'.length);
  return SERIAL_PATTERN.test(serial) ? serial : null;
}
