import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { SqliteCheckpointer } from './sqlite-checkpointer';
import { installSqliteTransactionGate } from './sqlite-transaction-gate';

/** The one DataSource; migrations have run when it is ready. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config.database),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('No database options');
        return installSqliteTransactionGate(await new DataSource(options).initialize());
      },
    }),
  ],
  providers: [SqliteCheckpointer],
})
export class DatabaseModule {}
