import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { TRUSTED_DEVICE } from './auth.constants';
import { randomToken, sha256Hex } from './crypto-tokens';
import { TrustedDevice } from './trusted-device.entity';

export interface IssuedDevice {
  token: string;
  expiresAt: Date;
}

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that signed in
 * to an account gets a token; a later login to that account from that browser is throttled by the
 * browser's own wrong attempts instead of the account's and address's, which strangers can fill.
 */
@Injectable()
export class TrustedDevicesService {
  constructor(@InjectRepository(TrustedDevice) private readonly devices: Repository<TrustedDevice>) {}

  /** The device of `token` when it belongs to `userId` and has not expired; anything else is no device. */
  async find(token: string | null, userId: number, now = new Date()): Promise<TrustedDevice | null> {
    if (!token || token.length > 100) return null;
    const device = await this.devices.findOneBy({ tokenHash: sha256Hex(token) });
    return device && device.userId === userId && device.expiresAt > now ? device : null;
  }

  isLocked(device: TrustedDevice, now = new Date()): boolean {
    return device.lockedUntil !== null && device.lockedUntil > now;
  }

  /** A wrong password from this browser; the limit locks this browser only, for the window. */
  async recordFailure(device: TrustedDevice, now = new Date()): Promise<void> {
    const failures = device.failures + 1;
    const locked = failures >= TRUSTED_DEVICE.failuresBeforeLock;
    await this.devices.update(
      { tokenHash: device.tokenHash },
      locked ? { failures: 0, lockedUntil: new Date(now.getTime() + TRUSTED_DEVICE.lockMs) } : { failures },
    );
  }

  /**
   * A successful login: a fresh token for this browser (the one it showed, if any, is spent, so a copied
   * cookie stops working once the owner signs in again), and the user's expired devices are dropped.
   */
  async issue(userId: number, previous: TrustedDevice | null, now = new Date()): Promise<IssuedDevice> {
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE.lifetimeMs);
    await this.devices.manager.transaction(async (manager) => {
      const repository = manager.getRepository(TrustedDevice);
      if (previous) await repository.delete({ tokenHash: previous.tokenHash });
      await repository.delete({ userId, expiresAt: LessThan(now) });
      await repository.insert({
        tokenHash: sha256Hex(token),
        userId,
        failures: 0,
        createdAt: now,
        expiresAt,
      });
    });
    return { token, expiresAt };
  }
}
