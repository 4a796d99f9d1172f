// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { moduleOwnership } from './deploy/lib/module-ownership-plugin.mjs';

const REMOTES = ['mfe-public', 'mfe-admin', 'mfe-partner', 'mfe-lampade', 'mfe-client'];
const FRONT_ENDS = ['shell', ...REMOTES];

/** Import patterns that leave a workspace's allowed world (DESIGN.md "Layout"). */
function forbidden(names) {
  return names.flatMap((name) => [
    `@ricordo/${name}`,
    `@ricordo/${name}/*`,
    `**/${name}/src/**`,
    `../${name}/**`,
  ]);
}

/**
 * The kit's back-office entry (panels only, STYLE.md "The back office"): what a visitor may download never
 * imports it.
 */
const BACK_OFFICE = {
  group: [
    '@ricordo/shared-design/back-office',
    '@ricordo/shared-design/back-office/*',
    '**/back-office',
    '**/back-office/**',
  ],
  message: 'The back-office entry is for the panels only: a visitor never downloads it.',
};
const VISITOR_FACING = ['shell', 'mfe-public'];

const boundaries = [
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden(['shell', 'backend', ...REMOTES.filter((r) => r !== remote)]),
              message:
                'A remote imports no other remote, the shell or the backend: use @ricordo/shared-design.',
            },
            ...(VISITOR_FACING.includes(remote) ? [BACK_OFFICE] : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden(['backend', ...REMOTES]),
              message: 'The shell loads remotes at run time; it never imports their source.',
            },
            BACK_OFFICE,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-design/**/*.{ts,tsx}'],
    ignores: ['shared-design/src/back-office/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden(['backend', ...FRONT_ENDS]), message: 'The kit knows no app.' },
            // The main entry is on the visitor's path; the back-office entry builds on it, never the reverse.
            BACK_OFFICE,
          ],
        },
      ],
    },
  },
  // The back-office entry imports the main kit by its name: a relative import out of back-office/ would
  // bundle a second copy of the main entry's modules (session store, API client) into this singleton.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`shared-design/src/back-office/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden(['backend', ...FRONT_ENDS]), message: 'The kit knows no app.' },
            {
              group: [`${'../'.repeat(depth)}*`],
              message:
                "Import the main kit as '@ricordo/shared-design' (or '/testing'), not by a relative path.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...forbidden(FRONT_ENDS), '**/shared-design/src/**', '../shared-design/**'],
              message: 'The backend imports no front end.',
            },
            {
              // The kit's spec limits are data the server checks too (common/spec-limits.ts): only that file.
              regex: '^@ricordo/shared-design(?!/spec-limits\\.json$)(/.*)?$',
              message: 'The backend imports no front end.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * DESIGN "Back end": a module reads and writes only its own tables and asks another module's exported service
 * for the rest: no other module's entity but as a type, by a string target, in raw SQL or as a join target
 * (deploy/lib/module-ownership-plugin.mjs). `exceptions` lists reviewed cases that stay, each as
 * `{ file: 'backend/src/modules/<m>/….ts', target: '<Entity or table>', reason: '<one line: why>' }`; none today.
 */
const moduleOwnershipBlocks = moduleOwnership({
  modulesDir: new URL('./backend/src/modules/', import.meta.url),
  base: 'backend/src/modules',
  exceptions: [],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'shared-design/src/api/openapi-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: FRONT_ENDS.concat('shared-design').map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        FormData: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
  },
  ...boundaries,
  ...moduleOwnershipBlocks,
);
