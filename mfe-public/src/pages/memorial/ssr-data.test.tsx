import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedServerData } from '../../test-support';
import { takeEmbeddedData, useForgetEmbeddedData } from './ssr-data';

const anything = (value: unknown) => value;

function Page() {
  useForgetEmbeddedData();
  return null;
}

describe('embedded page data', () => {
  it('stays readable for a render that React throws away and retries, until the page has mounted', () => {
    embedServerData({ page: 'memorial-book', id: 1000 });
    expect(takeEmbeddedData(anything)).toEqual({ page: 'memorial-book', id: 1000 });
    expect(document.getElementById('ricordo-ssr-data')).toBeNull();
    // A second render of the same page (the first was discarded) starts ready as well.
    expect(takeEmbeddedData(anything)).toEqual({ page: 'memorial-book', id: 1000 });
    render(<Page />);
    expect(takeEmbeddedData(anything)).toBeNull();
  });

  it('gives the data only to the page it belongs to', () => {
    embedServerData({ page: 'partner-page', id: 7 });
    const accept = (value: unknown) => ((value as { page?: string }).page === 'memorial-book' ? value : null);
    expect(takeEmbeddedData(accept)).toBeNull();
    render(<Page />);
  });
});
