import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { connect } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test-support/lamp-helpers';
import { startTestBroker, type TestBroker } from '../../../test-support/mosquitto';
import type { FromMqttThread, MessageBatch, ToMqttThread } from './lamp-mqtt.protocol';
import { runMqttThread } from './lamp-mqtt.thread';

/**
 * The MQTT thread's side of LampMqttService, run here on a MessageChannel (the test is the main thread), against
 * a real broker.
 */
function startThread(broker: TestBroker, name: string, maxUnconsumed: number, keepalive = 60) {
  const { port1: main, port2: thread } = new MessageChannel();
  const heard: FromMqttThread[] = [];
  const payloads: string[] = [];
  main.on('message', (message: FromMqttThread) => {
    heard.push(message);
    if (message.type !== 'messages') return;
    const bytes = Buffer.from(message.bytes);
    let start = 0;
    for (const end of message.ends) {
      payloads.push(bytes.subarray(start, end).toString());
      start = end;
    }
  });
  runMqttThread(thread as MessagePort, {
    url: broker.url,
    subscription: `${name}/+/checkin`,
    trace: false,
    maxUnconsumed,
    options: { protocolVersion: 5, clientId: `${name}-thread`, clean: true, reconnectPeriod: 200, keepalive },
  });
  const tell = (message: ToMqttThread) => main.postMessage(message);
  const batches = () => heard.filter((message): message is MessageBatch => message.type === 'messages');
  const end = async () => {
    tell({ type: 'end' });
    await eventually(() => expect(heard.some((message) => message.type === 'ended')).toBe(true));
    main.close();
  };
  return { heard, payloads, tell, batches, end };
}

async function publisher(broker: TestBroker, name: string) {
  const client = connect(broker.url, { protocolVersion: 5, clientId: `${name}-pub` });
  await new Promise((resolve) => client.once('connect', resolve));
  return client;
}

/**
 * A connected thread (`name` names its topics), and `count` check-ins published to it at once, one per lamp,
 * each `{"seq":k}`; answers the thread and the publisher.
 */
async function threadReceiving(
  broker: TestBroker,
  name: string,
  options: { maxUnconsumed: number; keepalive: number; count: number },
) {
  const thread = startThread(broker, name, options.maxUnconsumed, options.keepalive);
  await eventually(() => expect(thread.heard.some((message) => message.type === 'connect')).toBe(true));
  const lamps = await publisher(broker, name);
  await new Promise((resolve) => setTimeout(resolve, 200)); // the subscription is in place
  for (let k = 0; k < options.count; k += 1)
    void lamps.publishAsync(`${name}/L${k}/checkin`, `{"seq":${k}}`, { qos: 1 });
  const end = async () => {
    await lamps.endAsync();
    await thread.end();
  };
  return { thread, end };
}

/** What the thread told of its connection going down (closed, failed, offline). */
const downs = (heard: FromMqttThread[]) =>
  heard.filter((message) => ['close', 'error', 'offline'].includes(message.type));

/** The payloads `{"seq":0}` … `{"seq":count-1}`, in order. */
const seqs = (count: number) => Array.from({ length: count }, (_, k) => `{"seq":${k}}`);

describe('the MQTT thread (real broker)', () => {
  let broker: TestBroker;
  beforeAll(async () => {
    broker = await startTestBroker();
  });
  afterAll(async () => {
    await broker.dispose();
  });

  it('hands a burst over as few batches, payloads intact and in order', async () => {
    const thread = startThread(broker, 'burst', 10_000);
    await eventually(() => expect(thread.heard.some((message) => message.type === 'connect')).toBe(true));
    const lamps = await publisher(broker, 'burst');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the subscription is in place
    const sent = Array.from({ length: 300 }, (_, k) => JSON.stringify({ seq: k, note: 'é'.repeat(k % 7) }));
    for (const payload of sent) void lamps.publishAsync('burst/L1/checkin', payload, { qos: 1 });
    await eventually(() => expect(thread.payloads).toHaveLength(300));
    expect(thread.payloads).toEqual(sent);
    expect(
      thread.batches().every((batch) => batch.topics.every((topic) => topic === 'burst/L1/checkin')),
    ).toBe(true);
    // One message per turn of the thread's loop, not one per check-in.
    expect(thread.batches().length).toBeLessThan(100);
    await lamps.endAsync();
    await thread.end();
  });

  it('stops reading while the main thread has not taken what it was handed, and goes on once it has', async () => {
    const { thread, end } = await threadReceiving(broker, 'held', {
      maxUnconsumed: 10,
      keepalive: 60,
      count: 50,
    });
    await eventually(() => expect(thread.payloads).toHaveLength(10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing more while those ten are not taken: the broker holds the other forty.
    expect(thread.payloads).toHaveLength(10);

    thread.tell({ type: 'consumed', count: 10 });
    await eventually(() => expect(thread.payloads).toHaveLength(20));
    for (const taken of [20, 30, 40]) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      thread.tell({ type: 'consumed', count: 10 });
      await eventually(() => expect(thread.payloads).toHaveLength(taken + 10));
    }
    expect(thread.payloads).toEqual(seqs(50));
    thread.tell({ type: 'consumed', count: 10 });
    await end();
  });

  it('keeps the connection alive while it holds the reading longer than mqtt.js alone would wait', async () => {
    // mqtt.js judges the connection dead when the broker's answer to its ping (queued behind the held
    // check-ins) is not read within half a keepalive; the broker, when it hears nothing for 1.5 keepalives.
    const { thread, end } = await threadReceiving(broker, 'alive', {
      maxUnconsumed: 10,
      keepalive: 2,
      count: 30,
    });
    await eventually(() => expect(thread.payloads).toHaveLength(10));
    // Two keepalives without a check-in taken: mqtt.js alone gives up after one and a half, the thread after three.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    for (const taken of [10, 20, 30]) {
      thread.tell({ type: 'consumed', count: 10 });
      if (taken < 30) await eventually(() => expect(thread.payloads).toHaveLength(taken + 10));
    }
    expect(downs(thread.heard)).toEqual([]);
    expect(thread.heard.filter((message) => message.type === 'connect')).toHaveLength(1);
    expect(thread.payloads).toEqual(seqs(30));
    await end();
  });

  it('keeps the connection alive while the main thread takes the check-ins slowly, a few at a time', async () => {
    // The broker's answer to a ping waits behind the check-ins handed over ten at a time, more than half a
    // keepalive: the connection is alive all the same, the check-ins arriving say so.
    const { thread, end } = await threadReceiving(broker, 'slow', {
      maxUnconsumed: 10,
      keepalive: 1,
      count: 120,
    });
    for (let taken = 10; taken < 120; taken += 10) {
      await eventually(() => expect(thread.payloads).toHaveLength(taken));
      await new Promise((resolve) => setTimeout(resolve, 400));
      thread.tell({ type: 'consumed', count: 10 });
    }
    await eventually(() => expect(thread.payloads).toHaveLength(120));
    expect(downs(thread.heard)).toEqual([]);
    expect(thread.payloads).toEqual(seqs(120));
    thread.tell({ type: 'consumed', count: 10 });
    await end();
  });

  it('lets the connection end when the main thread takes nothing for three keepalives, so others get the share', async () => {
    const { thread, end } = await threadReceiving(broker, 'hung', {
      maxUnconsumed: 10,
      keepalive: 1,
      count: 30,
    });
    await eventually(() => expect(thread.payloads).toHaveLength(10));
    await eventually(() => expect(thread.heard.map((message) => message.type)).toContain('close'), 8000);
    expect(thread.heard).toContainEqual({ type: 'error', message: 'Keepalive timeout' });
    // It connects again (a main thread that recovers gets check-ins again).
    await eventually(() =>
      expect(thread.heard.filter((message) => message.type === 'connect')).toHaveLength(2),
    );
    await end();
  });

  it("publishes retained messages for the main thread and answers each with the broker's acknowledgement", async () => {
    const thread = startThread(broker, 'desired', 100);
    await eventually(() => expect(thread.heard.some((message) => message.type === 'connect')).toBe(true));
    thread.tell({ type: 'publish', id: 7, topic: 'desired/L1/desired', payload: '{"v":3}' });
    await eventually(() => expect(thread.heard).toContainEqual({ type: 'published', id: 7, error: null }));
    // Retained: a lamp that connects afterwards gets it.
    const lamp = await publisher(broker, 'desired-lamp');
    const got = new Promise<string>((resolve) =>
      lamp.on('message', (_topic, payload) => resolve(String(payload))),
    );
    await lamp.subscribeAsync('desired/L1/desired', { qos: 1 });
    expect(await got).toBe('{"v":3}');
    await lamp.endAsync();
    await thread.end();
  });
});
