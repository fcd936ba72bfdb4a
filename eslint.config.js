import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.bench',
      '.shake',
      'coverage',
      'supabase/functions/send-contact-form',
      'supabase/functions/submit-application/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A <form> without a method submits with GET, putting every field in the URL (logs,
      // history, Referer). Every form says how it submits: "post", or "dialog" for one that never leaves;
      // only site search (role="search") may use GET.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'A <form> needs an explicit method ("post", or "dialog" if it never submits): without one it submits with GET and puts the fields in the URL.',
        },
        {
          // A site-search form (role="search") may GET: a query is not personal data, and a URL makes it shareable.
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='role'][value.value='search'])) > JSXAttribute[name.name='method'][value.value=/^get$/i]",
          message: 'A <form> must not submit with GET: the fields would end up in the URL (only a role="search" form may).',
        },
      ],
    },
  },
);
