import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What another module does, in the same transaction, when a deceased is deleted (the admin's deceasedDelete),
 * for the rows the foreign keys do not settle by themselves — e.g. the qrcodes module frees the plaque of the
 * deleted page so it can be activated again. A hook answers what it changed, for the audit row.
 * Registered at start-up by the module that owns the rows (as DeceasedPageParts), so this module imports none.
 */
export type DeceasedRemovalHook = (
  manager: EntityManager,
  deceasedId: number,
) => Promise<Record<string, unknown>>;

@Injectable()
export class DeceasedRemovalHooks {
  private readonly hooks = new Map<string, DeceasedRemovalHook>();

  register(name: string, hook: DeceasedRemovalHook): void {
    this.hooks.set(name, hook);
  }

  /** Every hook in the caller's transaction; what each changed, merged. */
  async run(manager: EntityManager, deceasedId: number): Promise<Record<string, unknown>> {
    const changes: Record<string, unknown> = {};
    for (const hook of this.hooks.values()) Object.assign(changes, await hook(manager, deceasedId));
    return changes;
  }
}
