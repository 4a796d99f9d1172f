import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { AuthErrors } from './auth.errors';
import { ThrottleHit } from './throttle-hit.entity';

export interface ThrottleRule {
  /** The action counted. */
  bucket: string;
  /** Most requests allowed per key in the window. */
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window request counting for actions that reveal or send something (DESIGN "Security":
 * `userExist`/`mailExist` throttled; registration and recovery too). Every request counts, successful or
 * not: these actions are cheap to repeat and each one may probe an account or send a message.
 */
@Injectable()
export class RequestThrottleService {
  constructor(@InjectRepository(ThrottleHit) private readonly hits: Repository<ThrottleHit>) {}

  /**
   * Counts one request for every key, or refuses with 429 'Troppi tentativi, riprova tra qualche minuto'
   * when any key has used up its window (a refused request is not counted, so waiting always helps).
   */
  async hit(rule: ThrottleRule, keys: string[], now = new Date()): Promise<void> {
    await this.assertOpen(rule, keys, now);
    const since = new Date(now.getTime() - rule.windowMs);
    // Old hits of these keys say nothing any more; dropping them keeps the table small.
    for (const key of keys) await this.hits.delete({ bucket: rule.bucket, key, createdAt: LessThan(since) });
    await this.hits.insert(keys.map((key) => ({ bucket: rule.bucket, key, createdAt: now })));
  }

  /**
   * Refuses with the same 429 as `hit` when any key has used up its window, counting nothing. A limit
   * counted on failures (wrong codes) is checked with this BEFORE the secret is compared, so a locked key
   * answers alike to the right and the wrong secret (otherwise the lock itself tells them apart).
   */
  async assertOpen(rule: ThrottleRule, keys: string[], now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - rule.windowMs);
    for (const key of keys) {
      const used = await this.hits.count({ where: { bucket: rule.bucket, key, createdAt: MoreThan(since) } });
      if (used >= rule.limit) throw AuthErrors.tooManyRequests();
    }
  }
}
