import type { DeceasedData } from '@ricordo/shared-design';

/**
 * The deceasedData the server embedded with its rendered first paint (`#ricordo-ssr-data`, see
 * backend/src/modules/web/memorial-ssr.ts). Read once: the first render of the page for that id uses it,
 * so the page is ready at once (no spinner, no jump); later visits ask the API as usual.
 */
export function takeServerData(id: number): DeceasedData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('ricordo-ssr-data');
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as DeceasedData;
    return data && data.ID === id ? data : null;
  } catch {
    return null;
  }
}
