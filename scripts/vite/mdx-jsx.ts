import { valueToEstree } from 'estree-util-value-to-estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** `name={value}` on a JSX element in MDX, for any plain data computed at build time. */
export function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }] },
      },
    },
  };
}

/** `import { name } from 'file'` as an MDX ESM node. */
export function namedImport(name: string, file: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: file },
            attributes: [],
          },
        ],
      },
    },
  };
}
