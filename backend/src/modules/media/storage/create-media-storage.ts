import type { AppConfig } from '../../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import type { MediaStorage } from './media-storage';

/** The driver MEDIA_STORAGE names (app-config checks the name at start; only 'local' exists so far). */
export function createMediaStorage(config: Pick<AppConfig, 'mediaStorage' | 'mediaDir'>): MediaStorage {
  switch (config.mediaStorage) {
    case 'local':
      return new LocalDiskStorage(config.mediaDir);
  }
}
