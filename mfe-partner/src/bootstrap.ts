// This remote is only ever mounted by the shell through `./app` (src/export-app.tsx); the entry exists
// to keep the async boundary every app starts with (DESIGN.md, "Front end"). Nothing runs on its own.
export {};
