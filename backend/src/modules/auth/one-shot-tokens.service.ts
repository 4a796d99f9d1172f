import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { randomToken, sha256Hex } from './crypto-tokens';
import { OneShotToken, type OneShotPurpose } from './one-shot-token.entity';

/** Single-use tokens (DESIGN "Security"): 256 random bits, only the hash stored, purpose, expiry. */
@Injectable()
export class OneShotTokensService {
  constructor(@InjectRepository(OneShotToken) private readonly tokens: Repository<OneShotToken>) {}

  async issue(userId: number, purpose: OneShotPurpose, ttlMs: number, now = new Date()): Promise<string> {
    const token = randomToken();
    await this.tokens.insert({
      tokenHash: sha256Hex(token),
      purpose,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /**
   * Marks the token used and returns its user, or null. The conditional UPDATE is the single-use check:
   * of two concurrent requests (even on two instances) only one changes the row.
   */
  async consume(token: string, purpose: OneShotPurpose, now = new Date()): Promise<number | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const tokenHash = sha256Hex(token);
    const result = await this.tokens.update(
      { tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (result.affected !== 1) return null;
    const row = await this.tokens.findOneBy({ tokenHash });
    return row?.userId ?? null;
  }
}
