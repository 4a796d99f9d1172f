/**
 * What the forms need of the manifesto renderer (helper R's ManifestoService in ../manifesto/): after each
 * committed save the record's manifesto JPEG is rendered again; false when the render failed (the previous
 * image kept). Bound in ObituaryFormsModule.
 */
export interface ManifestoRegenerator {
  regenerate(deceasedId: number): Promise<boolean>;
}

export const MANIFESTO_REGENERATOR = Symbol('MANIFESTO_REGENERATOR');
