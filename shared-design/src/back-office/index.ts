/**
 * @ricordo/shared-design/back-office — the second kit entry: what two or more panels share (STYLE.md
 * "The back office"). Shared at run time as its own Module Federation singleton (federation.shared.mjs) and
 * imported only by the panel remotes: the shell and mfe-public never import it (lint), so a visitor never
 * downloads it.
 *
 * Rules for the files under back-office/:
 * - Import the main kit by its name, `@ricordo/shared-design`, never by a relative path out of this folder:
 *   the main entry is a singleton of its own, and a relative import would bundle a second copy of its modules
 *   (a second session store, a second API client) into this entry's chunk. Lint enforces it.
 * - One folder per shared part (`account/`, `hooks/`, `qr-table/`, `transfer/`, …), exported here.
 *
 * This file is a plain list of re-exports, one line (or block) per folder.
 */
export * from './panel';
export * from './hooks';
export * from './account';
export * from './transfer';
export * from './qr-table';
export * from './lamp';
export * from './dedication-review';
export * from './partner-page';
export * from './obituary';
export * from './obituary-table';
export * from './card-actions';
export * from './download';
export * from './partner-company';
export * from './pre-page';
export * from './invoices';
