import type { IClientOptions } from 'mqtt';

/** What the backend's MQTT thread starts with (lamp-mqtt.thread.ts). */
export interface MqttThreadData {
  url: string;
  /** mqtt.js options, without functions (they do not cross to a thread). */
  options: IClientOptions;
  /** The shared check-in subscription, subscribed on every connection. */
  subscription: string;
  /** Turn mqtt.js's own trace on (DEBUG names mqttjs). */
  trace: boolean;
  /** Check-ins handed to the main thread and not yet taken; above this the thread stops reading. */
  maxUnconsumed: number;
}

/**
 * The check-ins of one turn of the thread's event loop: the payloads one after the other in `bytes`, the
 * i-th ending at `ends[i]`; `bytes` is transferred, not copied.
 */
export interface MessageBatch {
  type: 'messages';
  topics: string[];
  ends: number[];
  bytes: ArrayBuffer;
}

/** From the main thread to the MQTT thread. */
export type ToMqttThread =
  | { type: 'publish'; id: number; topic: string; payload: string }
  /** The main thread took this many check-ins. */
  | { type: 'consumed'; count: number }
  /** Leave: queued acknowledgements go out first (at most two seconds), then the thread ends. */
  | { type: 'end' }
  /** Drop the connection as a process that dies does: no DISCONNECT, no reconnection. */
  | { type: 'drop' };

/** From the MQTT thread to the main thread. */
export type FromMqttThread =
  | MessageBatch
  | { type: 'connect'; sessionPresent: boolean }
  | { type: 'close' }
  | { type: 'offline' }
  | { type: 'error'; message: string }
  | { type: 'subscription-refused' }
  | { type: 'subscription-failed'; error: string }
  | { type: 'published'; id: number; error: string | null }
  | { type: 'ended' };
