// fontkit 2 ships no types; the manifesto uses only what manifesto-assets.ts describes (FontkitFont).
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
