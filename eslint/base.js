// The lint base every workspace's eslint.config.js builds on (one config per workspace, one base).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { backendPolicy, boundariesPlugin, frontendPolicy } from './boundaries.js'

const ignores = {
  ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/coverage/**', '**/tmp/**'],
}

const common = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a required parameter, a discarded element).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // AdonisJS config files augment its types with `interface X extends InferX<typeof config> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Node scripts and tool configs, in every workspace.
    files: ['**/*.{mjs,cjs}', '*.config.{ts,js}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
]

function boundaries(policy) {
  return {
    plugins: { hireloop: boundariesPlugin(policy) },
    rules: { 'hireloop/boundaries': 'error' },
  }
}

/** The backend modules whose actions hold no SQL: their writes live in repositories/ (and reads in queries/). */
const INLINE_SQL_FREE_ACTIONS = ['app/*/actions/**/*.ts']
/** What starts a query on the database client or a transaction (`db.from`, `trx.rawQuery`, …); `transaction` does not. */
const QUERY_BUILDERS = 'rawQuery|from|table|query|insertQuery|modelQuery|knexQuery|knexRawQuery|raw'
/** Text that is a SQL statement. */
const SQL_TEXT = String.raw`/^\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s/`
const INLINE_SQL_MESSAGE =
  "An action writes through its module's repositories (repositories/) or models, and reads through queries/: no inline SQL."

/** The backend: TypeScript on Node, module boundaries. */
export function backendConfig() {
  return tseslint.config(
    ...common,
    { ignores: ['storage/**', '.adonisjs/**'] },
    { languageOptions: { globals: globals.node } },
    {
      // Every model extends AppModel (its cheaper hydration); Lucid's BaseModel is imported there only.
      files: ['app/**/*.ts'],
      ignores: ['app/shared/internals/app_model.ts', 'app/*/tests/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@adonisjs/lucid/orm',
                importNames: ['BaseModel'],
                allowTypeImports: true,
                message: 'A model extends AppModel (#shared/models/app_model), not BaseModel.',
              },
            ],
          },
        ],
      },
    },
    {
      // An action writes through its module's repositories and models (docs/backend-modules.md): no query built
      // on the database client or a transaction, no SQL text. The modules listed keep that rule already.
      files: INLINE_SQL_FREE_ACTIONS,
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: `CallExpression[callee.object.name=/^(db|trx|client)$/][callee.property.name=/^(${QUERY_BUILDERS})$/]`,
            message: INLINE_SQL_MESSAGE,
          },
          { selector: `Literal[value=${SQL_TEXT}]`, message: INLINE_SQL_MESSAGE },
          { selector: `TemplateElement[value.raw=${SQL_TEXT}]`, message: INLINE_SQL_MESSAGE },
        ],
      },
    },
    boundaries(backendPolicy())
  )
}

/** shell, shared-ui and the remotes: React in the browser, hooks and accessibility, feature boundaries. */
export function frontendConfig() {
  return tseslint.config(
    ...common,
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { globals: globals.browser },
    },
    {
      // Plain scripts served as they are (public/theme-init.js runs before the app, in the page).
      files: ['public/**/*.js'],
      languageOptions: { sourceType: 'script', globals: globals.browser },
    },
    reactHooks.configs.flat.recommended,
    jsxA11y.flatConfigs.recommended,
    {
      rules: {
        // autoFocus on our components only moves focus to what the user just opened (a dialog's step, a reply box,
        // a menu opened from the keyboard), which is where the WAI-ARIA dialog and menu patterns put it.
        'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      },
    },
    {
      files: ['**/*.test.{ts,tsx}', 'vitest.setup.ts', 'src/test/**'],
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
    },
    boundaries(frontendPolicy())
  )
}

/** The root: the browser journeys (e2e/) and the repository scripts (scripts/, eslint/). */
export function rootConfig() {
  return tseslint.config(...common, { languageOptions: { globals: globals.node } })
}
