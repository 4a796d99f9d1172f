import { Module } from '@nestjs/common';
import { UploadsService } from './uploads.service';

/** Streamed uploads and rich text (docs/contracts.md "Uploads and rich text"). */
@Module({
  providers: [UploadsService],
  exports: [UploadsService],
})
export class MediaModule {}
