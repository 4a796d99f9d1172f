import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDeceasedIdParam } from './useDeceasedIdParam';

function Probe() {
  return <output data-testid="id">{String(useDeceasedIdParam())}</output>;
}

function idAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  return screen.getByTestId('id').textContent;
}

describe('useDeceasedIdParam', () => {
  it('reads DeceasedID from the query or from after the hash', () => {
    expect(idAt('/admin-panel?DeceasedID=0001000#modifica-memorial')).toBe('1000');
  });

  it('reads it written after the hash, as the spec writes it', () => {
    expect(idAt('/admin-panel#visualizza-dediche?DeceasedID=00012')).toBe('12');
  });

  it('is null without an id or with one that is not a number', () => {
    expect(idAt('/lampade-panel?DeceasedID=abc#lampade')).toBe('null');
  });
});
