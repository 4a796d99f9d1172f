// The dedication types and the flower products, apart from the entity so that other modules (the server-drawn
// order form, backend web/flowers-page.ts) can read them without importing another module's table.

/** spec public §3 "Dedication" types (DESIGN glossary "dedica / dono"). */
export type DedicationType = 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video' | 'fiori-reali';
export const DEDICATION_TYPES: readonly DedicationType[] = [
  'dedica-cero',
  'dedica-fiori',
  'dedica-foto',
  'dedica-video',
  'fiori-reali',
];

/** Real flowers (fiori-reali) are priced by the chosen flower product (spec public §9). */
export type FlowerProduct = 'fiori1' | 'fiori2' | 'fiori3';
export const FLOWER_PRODUCTS: readonly FlowerProduct[] = ['fiori1', 'fiori2', 'fiori3'];
