import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';

/** The one DataSource; migrations have run when it is ready. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config.database),
    }),
  ],
})
export class DatabaseModule {}
