import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { connect } from 'mqtt';
import { coalesceWritesPerRead } from './coalesced-writes';
import type { FromMqttThread, MqttThreadData, ToMqttThread } from './lamp-mqtt.protocol';

/** How long a leave waits for queued acknowledgements before it closes the connection. */
const LEAVE_GRACE_MS = 2000;
/** Keepalives a check-in may wait for the main thread before the connection is left to end (see below). */
const HUNG_KEEPALIVES = 3;

/**
 * The backend's MQTT connection, on a thread of its own (LampMqttService): mqtt.js reads and parses the
 * packets, acknowledges each check-in and reconnects here, so the main thread, which writes the check-ins
 * and serves the API, only gets each turn's check-ins as one message. The main thread says how many it took;
 * while more than `maxUnconsumed` wait for it, mqtt.js handles no further packet, so the broker holds the
 * rest (it sends no more than its in-flight window without acknowledgements) instead of this thread's memory.
 */
export function runMqttThread(port: MessagePort, data: MqttThreadData): void {
  const send = (message: FromMqttThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const client = connect(data.url, {
    ...data.options,
    // mqtt.js's own trace (the `debug` package) asks whether it is on a dozen times a message.
    ...(!data.trace && { log: () => undefined }),
  });
  let topics: string[] = [];
  let payloads: Buffer[] = [];
  let bytes = 0;
  let flushing = false;
  /** Handed to the main thread and not yet taken. */
  let unconsumed = 0;
  /** mqtt.js's callback of the check-in read while the main thread is behind (one at most: it then reads no more). */
  let held: (() => void) | null = null;
  /** Whether the main thread has room for one more check-in. */
  const roomForMore = () => unconsumed + topics.length < data.maxUnconsumed;
  /** A check-in arrived since the last keepalive tick. */
  let heard = false;
  /**
   * mqtt.js judges the connection by its keepalive ping alone: the broker's answer must be read within half a
   * keepalive, check-ins arriving meanwhile do not count. Here the answer waits behind the check-ins that the
   * main thread has not taken yet (all of them while one is held), so in a flood mqtt.js closed a working
   * connection as dead ("Keepalive timeout") and the broker's queue for it was lost. Every half keepalive this
   * tells mqtt.js that the connection is alive when a check-in arrived since the last tick, or when one is held
   * (then it also pings, as the broker hears no acknowledgement meanwhile). A connection that goes silent is
   * still judged by mqtt.js's own ping, and one that closes ends at once. A check-in held for HUNG_KEEPALIVES
   * keepalives means a main thread that no longer takes any: then the connection is left to end, so that the
   * broker gives this instance's share of the check-ins to the others instead of queueing it here.
   */
  const keepaliveMs = (data.options.keepalive ?? 60) * 1000;
  let heldSince = 0;
  const vouching =
    keepaliveMs > 0
      ? setInterval(() => {
          if (held) {
            if (Date.now() - heldSince > HUNG_KEEPALIVES * keepaliveMs) return;
            client.sendPing();
          } else if (!heard) return;
          heard = false;
          client.reschedulePing(true);
        }, keepaliveMs / 2)
      : null;
  const release = () => {
    if (!held || !roomForMore()) return;
    const callback = held;
    held = null;
    callback();
  };

  const flush = () => {
    flushing = false;
    if (topics.length === 0) return;
    const all = new Uint8Array(bytes);
    const ends: number[] = [];
    let at = 0;
    for (const payload of payloads) {
      all.set(payload, at);
      at += payload.length;
      ends.push(at);
    }
    send({ type: 'messages', topics, ends, bytes: all.buffer }, [all.buffer]);
    unconsumed += topics.length;
    topics = [];
    payloads = [];
    bytes = 0;
  };

  client.on('message', (topic, payload) => {
    heard = true;
    topics.push(topic);
    payloads.push(payload);
    bytes += payload.length;
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  });
  // mqtt.js acknowledges a QoS 1 message and reads the next packet once this calls back.
  client.handleMessage = (_packet, callback) => {
    if (roomForMore()) callback();
    else {
      heldSince = Date.now();
      held = () => callback();
    }
  };

  client.on('connect', (connack) => {
    coalesceWritesPerRead(client.stream);
    send({ type: 'connect', sessionPresent: connack.sessionPresent });
    client.subscribeAsync(data.subscription, { qos: 1 }).then(
      (granted) => {
        if (granted.some((grant) => grant.qos === 128)) send({ type: 'subscription-refused' });
      },
      (error: unknown) => send({ type: 'subscription-failed', error: String(error) }),
    );
  });
  client.on('close', () => {
    // What was read on the connection that ended is never acknowledged: the broker sends it again, or the
    // missed-check-in job's rule covers it.
    held = null;
    send({ type: 'close' });
  });
  client.on('offline', () => send({ type: 'offline' }));
  client.on('error', (error) => send({ type: 'error', message: error.message }));

  const leave = async () => {
    const graceful = client.connected ? client.endAsync(false) : Promise.reject(new Error('offline'));
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), LEAVE_GRACE_MS).unref(),
    );
    await Promise.race([graceful, timeout]).catch(() => client.endAsync(true));
    if (vouching) clearInterval(vouching);
    flush();
    send({ type: 'ended' });
    port.close();
  };

  port.on('message', (message: ToMqttThread) => {
    switch (message.type) {
      case 'consumed':
        unconsumed -= message.count;
        release();
        return;
      case 'publish':
        client.publishAsync(message.topic, message.payload, { qos: 1, retain: true }).then(
          () => send({ type: 'published', id: message.id, error: null }),
          (error: unknown) => send({ type: 'published', id: message.id, error: String(error) }),
        );
        return;
      case 'drop':
        if (vouching) clearInterval(vouching);
        client.end(true);
        return;
      case 'end':
        void leave();
        return;
    }
  });
}

// Started as the MQTT thread (LampMqttService names its data); imported elsewhere (a test), it does nothing.
const started = workerData as { lampMqtt?: MqttThreadData } | null;
if (parentPort && started?.lampMqtt) runMqttThread(parentPort, started.lampMqtt);
