// Types of data-set.mjs for the backend's MariaDB spec that loads the small data set.
export declare const BASE: Record<string, number>;
export declare const FULL: Record<string, number>;
export declare function scaled(scale: number): Record<string, number>;
export declare function loadDataSet(
  query: (sql: string) => Promise<Array<Record<string, unknown>>>,
  options: {
    scale: number;
    normalize: (value: string) => string;
    chunk?: number;
    onStep?: (table: string, done: number, rows: number) => void;
  },
): Promise<{
  counts: Record<string, number>;
  timings: Array<{ table: string; rows: number; seconds: number }>;
}>;
