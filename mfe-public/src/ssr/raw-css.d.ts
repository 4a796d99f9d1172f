// A stylesheet imported as its text (`?raw`): see stylesheets.ts.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
