import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config';
import {
  generateLampPassword,
  generateSerial,
  mosquittoHash,
  SERIAL_PATTERN,
  verifyMosquittoHash,
} from './lamp-credentials';
import { desiredStateOf, serializeDesiredState } from './lamp-desired-state';
import { parseEuroCents } from './lamp-payments.service';
import { effectiveStateOf, publicLampOf } from './lamp-views';
import { MAX_CHECKIN_BYTES, parseCheckin } from './mqtt/checkin-payload';
import { serialOfCheckinTopic, sharedCheckinSubscription } from './mqtt/lamp-topics';
import { endOfRomeDay, isCalendarDay, lastRomeDayBefore } from '../../common/rome-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const lamp = {
  mode: 3,
  paidUntil: new Date('2026-12-31T23:00:00Z'),
  flameUntil: null as Date | null,
  secondsNextConnection: 600,
  secondsWithoutConnection: 86_400,
};

describe('desired state', () => {
  it('is off without a paid period, the set mode while paid', () => {
    expect(desiredStateOf({ ...lamp, paidUntil: null }, [], NOW)).toMatchObject({ mode: 0, onUntil: null });
    expect(desiredStateOf({ ...lamp, paidUntil: new Date('2026-03-10T11:59:59Z') }, [], NOW)).toMatchObject({
      mode: 0,
    });
    expect(desiredStateOf(lamp, ['U2', 'U1'], NOW)).toEqual({
      mode: 3,
      onUntil: Date.parse('2026-12-31T23:00:00Z') / 1000,
      modeUntil: null,
      thenMode: null,
      nextConnection: 600,
      withoutConnection: 86_400,
      units: ['U1', 'U2'],
    });
  });

  it("shows a candle's flame until it ends, then the set mode", () => {
    const flameUntil = new Date('2026-03-11T12:00:00Z');
    expect(desiredStateOf({ ...lamp, flameUntil }, [], NOW)).toMatchObject({
      mode: 2,
      modeUntil: flameUntil.getTime() / 1000,
      thenMode: 3,
    });
    expect(desiredStateOf({ ...lamp, flameUntil }, [], new Date('2026-03-11T12:00:00Z'))).toMatchObject({
      mode: 3,
    });
    // A lamp set to flame already has nothing to change.
    expect(desiredStateOf({ ...lamp, mode: 2, flameUntil }, [], NOW)).toMatchObject({
      mode: 2,
      modeUntil: null,
    });
  });

  it('serialises equal states to equal text', () => {
    expect(serializeDesiredState(desiredStateOf(lamp, ['B', 'A'], NOW))).toBe(
      serializeDesiredState(desiredStateOf(lamp, ['A', 'B'], NOW)),
    );
    expect(serializeDesiredState(desiredStateOf({ ...lamp, paidUntil: null }, [], NOW))).toMatch(
      /^\{"mode":0,/,
    );
  });
});

describe('check-in payloads', () => {
  const valid = { seq: 7, state: 1, mode: 2, battery: 80, firmware: '1.2.0', v: 3 };
  const parse = (body: unknown) =>
    parseCheckin('RL-AAAA', Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));

  it('reads a check-in', () => {
    expect(parse({ ...valid, units: ['P1', 'P1', 'P2'], ts: 1_700_000_000 })).toEqual({
      ok: true,
      checkin: { serial: 'RL-AAAA', ...valid, fault: null, units: ['P1', 'P2'], ts: 1_700_000_000 },
    });
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[1]'],
    ['a negative sequence', { ...valid, seq: -1 }],
    ['a fractional sequence', { ...valid, seq: 1.5 }],
    ['a mode above 3', { ...valid, mode: 4 }],
    ['a battery above 100', { ...valid, battery: 101 }],
    ['a firmware with spaces', { ...valid, firmware: 'a b' }],
    ['a fault that is not a word', { ...valid, fault: '<x>' }],
    ['too many units', { ...valid, units: Array.from({ length: 33 }, (_, i) => `U${i}`) }],
    ['a unit with a slash', { ...valid, units: ['a/b'] }],
  ])('refuses %s', (_what, body) => {
    expect(parse(body)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('refuses an oversized payload before reading it', () => {
    expect(parseCheckin('RL-AAAA', Buffer.alloc(MAX_CHECKIN_BYTES + 1, 32))).toMatchObject({
      ok: false,
      reason: 'oversized',
    });
  });

  it('finds the serial in a check-in topic only', () => {
    expect(serialOfCheckinTopic('ricordo/lamps', 'ricordo/lamps/RL-AB12/checkin')).toBe('RL-AB12');
    expect(serialOfCheckinTopic('ricordo/lamps', 'ricordo/lamps/RL-AB12/desired')).toBeNull();
    expect(serialOfCheckinTopic('ricordo/lamps', 'ricordo/lamps/a/b/checkin')).toBeNull();
    expect(serialOfCheckinTopic('ricordo/lamps', 'other/RL-AB12/checkin')).toBeNull();
    expect(sharedCheckinSubscription('ricordo', 'ricordo/lamps')).toBe(
      '$share/ricordo/ricordo/lamps/+/checkin',
    );
  });
});

describe('credentials', () => {
  it('makes serials that are MQTT usernames and topic levels, and long random passwords', () => {
    const serials = new Set(Array.from({ length: 200 }, generateSerial));
    expect(serials.size).toBe(200);
    for (const serial of serials) expect(serial).toMatch(SERIAL_PATTERN);
    expect(generateLampPassword()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("hashes passwords as mosquitto_passwd does (the broker's password file)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ricordo-passwd-'));
    try {
      const file = join(dir, 'passwords');
      writeFileSync(file, '');
      execFileSync('mosquitto_passwd', ['-b', file, 'RL-TEST', 'segreto-della-lampada']);
      const theirs = readFileSync(file, 'utf8').trim().split(':')[1];
      expect(verifyMosquittoHash('segreto-della-lampada', theirs)).toBe(true);
      const ours = mosquittoHash('segreto-della-lampada');
      expect(ours).toMatch(/^\$7\$101\$[A-Za-z0-9+/]{16}\$[A-Za-z0-9+/]{86}==$/);
      expect(verifyMosquittoHash('segreto-della-lampada', ours)).toBe(true);
      expect(verifyMosquittoHash('altro', ours)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('days, money and states', () => {
  it('ends a paid day at midnight in Rome, summer and winter', () => {
    expect(endOfRomeDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(endOfRomeDay('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // The last Saturday of March: the day after has 23 hours, midnight is still UTC+1.
    expect(endOfRomeDay('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(lastRomeDayBefore(endOfRomeDay('2026-07-15'))).toBe('2026-07-15');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('reads euro amounts into cents', () => {
    expect(parseEuroCents('25')).toBe(2500);
    expect(parseEuroCents('25,5')).toBe(2550);
    expect(parseEuroCents('25.50')).toBe(2550);
    expect(parseEuroCents('1.234,56 €')).toBe(123456);
    expect(parseEuroCents('0,10')).toBe(10);
    expect(parseEuroCents('-5')).toBeNull();
    expect(parseEuroCents('25,555')).toBeNull();
    expect(parseEuroCents('dieci')).toBeNull();
  });

  it('reads the effective state and the icon fields as spec panels §4 says', () => {
    expect(effectiveStateOf({ anomaly: 0, reportedState: null })).toBe(0);
    expect(effectiveStateOf({ anomaly: 0, reportedState: 1 })).toBe(1);
    expect(effectiveStateOf({ anomaly: 1, reportedState: 1 })).toBe(2);
    expect(effectiveStateOf({ anomaly: 1, reportedState: 5 })).toBe(5);
    expect(
      publicLampOf({ anomaly: 0, reportedState: 1, reportedMode: 2, mode: 1, managerUserId: 3 }),
    ).toEqual({
      effectiveState: 1,
      setState: 2,
      idGestore: 3,
    });
  });
});

describe('configuration', () => {
  it('has lamps on the local broker by default, off with MQTT_URL=0', () => {
    const defaults = loadConfig({ DATA_DIR: '/tmp/x' }, '/tmp');
    expect(defaults.lamps).toMatchObject({
      mqttUrl: 'mqtt://127.0.0.1:1883',
      topicPrefix: 'ricordo/lamps',
      shareGroup: 'ricordo',
      graceSeconds: 300,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/x', MQTT_URL: '0' }, '/tmp').lamps.mqttUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: '/tmp/x', MQTT_URL: '' }, '/tmp').lamps.mqttUrl).toBeNull();
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', MQTT_URL: 'http://x' }, '/tmp')).toThrow(/MQTT_URL/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', MQTT_TOPIC_PREFIX: 'a/#' }, '/tmp')).toThrow(
      /MQTT_TOPIC_PREFIX/,
    );
  });
});
