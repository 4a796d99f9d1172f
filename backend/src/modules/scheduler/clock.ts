import { Injectable } from '@nestjs/common';

/** The time, injectable so tests can drive scheduled work explicitly (spy on `now`). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
