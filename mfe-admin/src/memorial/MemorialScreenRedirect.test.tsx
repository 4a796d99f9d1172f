import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AddMemorialScreen from '../screens/aggiungi-memorial-admin';
import EditMemorialScreen from '../screens/modifica-memorial-admin';
import { deceasedIdOfQuery } from './MemorialScreenRedirect';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/aggiungi-memorial-admin" element={<AddMemorialScreen />} />
        <Route path="/modifica-memorial-admin" element={<EditMemorialScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return screen.getByTestId('location').textContent;
}

describe('/aggiungi-memorial-admin and /modifica-memorial-admin', () => {
  it('open the admin panel section of the deceased in the query', () => {
    expect(renderAt('/aggiungi-memorial-admin?DeceasedID=0001000')).toBe(
      '/admin-panel?DeceasedID=0001000#aggiungi-memorial',
    );
  });

  it('read the id as the bare query too', () => {
    expect(renderAt('/modifica-memorial-admin?0001000')).toBe(
      '/admin-panel?DeceasedID=0001000#modifica-memorial',
    );
  });

  it('go to #pages without an id', () => {
    expect(renderAt('/modifica-memorial-admin')).toBe('/admin-panel#pages');
  });

  it('parses the query forms', () => {
    expect(deceasedIdOfQuery('?deceasedID=0007')).toBe(7);
    expect(deceasedIdOfQuery('?7')).toBe(7);
    expect(deceasedIdOfQuery('?DeceasedID=abc')).toBeNull();
    expect(deceasedIdOfQuery('')).toBeNull();
  });
});
