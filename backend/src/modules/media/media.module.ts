import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { createMediaStorage } from './storage/create-media-storage';
import { MediaStorage } from './storage/media-storage';
import { UploadsService } from './uploads.service';

/**
 * Streamed uploads, rich text and the media storage (docs/contracts.md "Uploads and rich text", "Media
 * storage"): every media file is written, read and deleted through MediaStorage, whose driver MEDIA_STORAGE
 * chooses.
 */
@Module({
  providers: [
    UploadsService,
    {
      provide: MediaStorage,
      useFactory: (config: AppConfig) => createMediaStorage(config),
      inject: [APP_CONFIG],
    },
  ],
  exports: [UploadsService, MediaStorage],
})
export class MediaModule {}
