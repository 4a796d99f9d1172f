import type { Socket } from 'node:net';
import { connect, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../../../test-support/mosquitto';
import { coalesceWritesPerRead } from './coalesced-writes';

const MESSAGES = 400;

/** Counts the write calls and bytes that reach the subscriber's socket. */
function countWrites(client: MqttClient) {
  const socket = client.stream as Socket;
  const counted = { writes: 0, bytes: 0 };
  const write = socket._write.bind(socket);
  const writev = socket._writev!.bind(socket);
  socket._write = (chunk: Buffer, encoding, callback) => {
    counted.writes += 1;
    counted.bytes += chunk.length;
    write(chunk, encoding, callback);
  };
  socket._writev = (chunks, callback) => {
    counted.writes += 1;
    for (const { chunk } of chunks) counted.bytes += (chunk as Buffer).length;
    writev(chunks, callback);
  };
  return counted;
}

/** A QoS 1 subscriber that receives MESSAGES published at once; answers what its socket wrote meanwhile. */
async function burstTo(broker: TestBroker, coalesce: boolean, name: string) {
  const subscriber = connect(broker.url, { protocolVersion: 5, clientId: `${name}-sub` });
  const publisher = connect(broker.url, { protocolVersion: 5, clientId: `${name}-pub` });
  try {
    const connected = (client: MqttClient) => new Promise((resolve) => client.once('connect', resolve));
    await Promise.all([connected(subscriber), connected(publisher)]);
    if (coalesce) coalesceWritesPerRead(subscriber.stream);
    await subscriber.subscribeAsync(`${name}/#`, { qos: 1 });
    const counted = countWrites(subscriber);
    let received = 0;
    const all = new Promise<void>((resolve) =>
      subscriber.on('message', () => {
        received += 1;
        if (received === MESSAGES) resolve();
      }),
    );
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, k) => publisher.publishAsync(`${name}/${k}`, 'x', { qos: 1 })),
    );
    await all;
    await new Promise((resolve) => setImmediate(resolve)); // the last hold ends
    return counted;
  } finally {
    await Promise.all([subscriber.endAsync(), publisher.endAsync()]);
  }
}

describe('acknowledgements of a burst of QoS 1 messages (real broker)', () => {
  let broker: TestBroker;
  beforeAll(async () => {
    broker = await startTestBroker();
  });
  afterAll(async () => broker?.dispose());

  it('mqtt.js alone writes each acknowledgement on its own', async () => {
    const counted = await burstTo(broker, false, 'alone');
    expect(counted.writes).toBeGreaterThanOrEqual(MESSAGES);
  });

  it('held for the turn, they go out together, every one of them', async () => {
    const counted = await burstTo(broker, true, 'held');
    // A PUBACK without properties is 4 bytes: all of them were written...
    expect(counted.bytes).toBeGreaterThanOrEqual(MESSAGES * 4);
    // ...in a few writes (Mosquitto sends 20 unacknowledged messages at a time by default).
    expect(counted.writes).toBeLessThan(MESSAGES / 5);
  });
});
