// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
          ],
        },
      ],
    },
  },
  {
    files: ['shared-design/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: forbidden(['backend', ...FRONT_ENDS]), message: 'The kit knows no app.' }],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden(['shared-design', ...FRONT_ENDS]),
              message: 'The backend imports no front end.',
            },
          ],
        },
      ],
    },
  },
];

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
);
