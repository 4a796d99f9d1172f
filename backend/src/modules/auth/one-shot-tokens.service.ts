import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { chunks } from '../../database/chunks';
import { randomToken, sha256Hex } from './crypto-tokens';
import { OneShotToken, type OneShotPurpose } from './one-shot-token.entity';

export interface TokenOptions {
  /** The transaction the token belongs to (issued or consumed together with the change it causes). */
  manager?: EntityManager;
  now?: Date;
}

export interface IssueOptions extends TokenOptions {
  /** Stored as JSON with the token, returned when it is used. */
  payload?: Record<string, string | number | boolean | null>;
}

export interface ValidToken {
  id: number;
  userId: number;
  payload: Record<string, unknown> | null;
}

/** Token rows per INSERT (seven values each), under every engine's parameter limit. */
const TOKENS_PER_INSERT = 100;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

function parsePayload(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Single-use tokens (DESIGN "Security"): 256 random bits, only the hash stored, purpose, expiry. */
@Injectable()
export class OneShotTokensService {
  constructor(@InjectRepository(OneShotToken) private readonly tokens: Repository<OneShotToken>) {}

  async issue(
    userId: number,
    purpose: OneShotPurpose,
    ttlMs: number,
    options: IssueOptions = {},
  ): Promise<string> {
    const [token] = await this.issueMany([userId], purpose, ttlMs, options);
    return token;
  }

  /**
   * One token for each of `userIds` (same purpose, expiry and payload), in order, stored by multi-row
   * inserts: a job that links many messages (the digests) writes its tokens in a few statements.
   */
  async issueMany(
    userIds: number[],
    purpose: OneShotPurpose,
    ttlMs: number,
    options: IssueOptions = {},
  ): Promise<string[]> {
    const now = options.now ?? new Date();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const payload = options.payload ? JSON.stringify(options.payload) : null;
    const tokens = userIds.map(() => randomToken());
    const rows = userIds.map((userId, index) => ({
      tokenHash: sha256Hex(tokens[index]),
      purpose,
      userId,
      payload,
      createdAt: now,
      expiresAt,
      usedAt: null,
    }));
    for (const batch of chunks(rows, TOKENS_PER_INSERT)) await this.repository(options.manager).insert(batch);
    return tokens;
  }

  /**
   * Marks the token used and returns it, or null when unknown, of another purpose, expired or used. The
   * conditional UPDATE is the single-use check: of two concurrent requests (even on two instances) only
   * one changes the row.
   */
  async consume(
    token: string,
    purpose: OneShotPurpose,
    options: TokenOptions = {},
  ): Promise<ValidToken | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = options.now ?? new Date();
    const repository = this.repository(options.manager);
    const tokenHash = sha256Hex(token);
    const result = await repository.update(
      { tokenHash, purpose, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (result.affected !== 1) return null;
    const row = await repository.findOneBy({ tokenHash });
    return row ? { id: row.id, userId: row.userId, payload: parsePayload(row.payload) } : null;
  }

  /** The token while it is still usable, without using it (pages that show something before confirming). */
  async peek(token: string, purpose: OneShotPurpose, options: TokenOptions = {}): Promise<ValidToken | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = options.now ?? new Date();
    const row = await this.repository(options.manager).findOneBy({
      tokenHash: sha256Hex(token),
      purpose,
      usedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
    return row ? { id: row.id, userId: row.userId, payload: parsePayload(row.payload) } : null;
  }

  /** Voids the user's unused tokens of a purpose (a newer link, or a finished reset, retires older ones). */
  async revokeUnused(userId: number, purpose: OneShotPurpose, options: TokenOptions = {}): Promise<void> {
    await this.repository(options.manager).update(
      { userId, purpose, usedAt: IsNull() },
      { usedAt: options.now ?? new Date() },
    );
  }

  private repository(manager?: EntityManager): Repository<OneShotToken> {
    return manager ? manager.getRepository(OneShotToken) : this.tokens;
  }
}
