import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { LOGIN_THROTTLE } from './auth.constants';
import { LoginAttempt } from './login-attempt.entity';

/**
 * Failed logins per account and per address in a sliding window (DESIGN "Security"). Stored in the database
 * so that every instance behind the proxy counts the same attempts.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>) {}

  async isBlocked(accountKey: string, ip: string, now = new Date()): Promise<boolean> {
    const since = MoreThan(new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
    const [forAccount, forIp] = await Promise.all([
      this.attempts.count({ where: { accountKey, createdAt: since } }),
      this.attempts.count({ where: { ip, createdAt: since } }),
    ]);
    return forAccount >= LOGIN_THROTTLE.perAccount || forIp >= LOGIN_THROTTLE.perIp;
  }

  async recordFailure(accountKey: string, ip: string, now = new Date()): Promise<void> {
    await this.attempts.insert({ accountKey, ip, createdAt: now });
  }

  /** A successful login forgives the account's earlier mistakes (the address keeps its count). */
  async clearAccount(accountKey: string): Promise<void> {
    await this.attempts.delete({ accountKey });
  }
}
