import type { AppConfig } from '../../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3.storage';

/** The driver MEDIA_STORAGE names (app-config checks the name and the driver's settings at start). */
export function createMediaStorage(
  config: Pick<AppConfig, 'mediaStorage' | 'mediaDir' | 's3'>,
): MediaStorage {
  switch (config.mediaStorage) {
    case 'local':
      return new LocalDiskStorage(config.mediaDir);
    case 's3':
      if (!config.s3) throw new Error('MEDIA_STORAGE=s3 without its S3_* settings');
      return new S3Storage(config.s3);
  }
}
