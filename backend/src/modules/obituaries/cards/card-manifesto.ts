/**
 * Where the cards take a notice's manifesto JPEG from: the renderer's ManifestoService (`jpeg(id)`: the
 * custom manifesto when one is set, else the generated one). A token, so the cards depend on that one
 * method only.
 */
export const CARD_MANIFESTO = Symbol('CARD_MANIFESTO');

export interface CardManifesto {
  jpeg(deceasedId: number): Promise<Buffer>;
}
