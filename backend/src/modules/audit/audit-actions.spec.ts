import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_ROOT } from '../../config/paths';
import { ACTING_ACTIONS } from '../auth/acting/acting.service';
import { FORM_PARTS } from '../obituaries/forms/obituary-form-rules';
import { PARTNER_EDIT_TYPES } from '../partners/dto/partner-edit.dto';
import { AUDIT_ACTION_LABELS, auditActionLabel, isActingAction } from './audit-actions';

const SOURCES = join(BACKEND_ROOT, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Every action code written in the source of a file that records audit rows: the quoted strings of its
 * `action:` lines (`action: 'qrcode.delete'`, `action: ok ? 'dedication.accept' : 'dedication.refuse'`, the
 * partner transitions' `action: 'acceptPartner'`). Codes built from a list are added from that list below.
 */
function recordedLiterals(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    if (!/\baudit\.record\(/.test(text)) continue;
    for (const line of text.split('\n')) {
      const action = /^\s*action:\s*(.+)$/.exec(line);
      if (!action) continue;
      // Not the operands of a comparison (`decision === 'accepted' ? … : …`).
      for (const [, compared, code] of action[1].matchAll(/([=!]==\s*)?'([^']+)'/g))
        if (!compared) found.set(code, relative(SOURCES, file));
    }
  }
  return found;
}

describe('audit action labels: every action #audit can show has its Italian label (DESIGN "Security")', () => {
  it('finds the recorders', () => {
    // A walk that found nothing would pass whatever the table holds.
    expect(recordedLiterals().size).toBeGreaterThan(20);
  });

  it('has an Italian label for every action code a recorder writes', () => {
    const codes = [
      ...recordedLiterals().keys(),
      ACTING_ACTIONS.start,
      ACTING_ACTIONS.end,
      ...Object.keys(FORM_PARTS).map((kind) => `obituary.${kind}`),
      ...PARTNER_EDIT_TYPES.map((type) => `partnerEdit:${type}`),
    ];
    const unlabelled = codes.filter((code) => !Object.hasOwn(AUDIT_ACTION_LABELS, code));
    expect(unlabelled).toEqual([]);
  });

  it('labels the changes made while acting by their operation, and only those are on behalf of a user', () => {
    expect(ACTING_ACTIONS.change).toBe('acting.');
    expect(auditActionLabel('acting.accountModify')).toBe('Modifica come utente (accountModify)');
    expect(auditActionLabel('acting.start')).toBe('Inizio accesso come utente');
    expect([isActingAction('acting.start'), isActingAction('acting.accountModify')]).toEqual([true, true]);
    expect([isActingAction('acceptPartner'), isActingAction('deceased.changeOwner')]).toEqual([false, false]);
  });

  it('labels read as Italian text, never as a code', () => {
    for (const [code, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label, code).not.toBe(code);
      expect(label, code).toMatch(/^[A-ZÀ-Ú][^.:]*(: [^.:]+)?$/);
    }
    expect(auditActionLabel('retired.code')).toBe('retired.code');
  });
});
