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

/** Import declarations as one MDX ESM node: `default` is `import name from 'file'`, else `import { name } from 'file'`. */
export function esmImports(imports: { name: string; file: string; default?: boolean }[]): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: imports.map(({ name, file, default: isDefault }) => ({
          type: 'ImportDeclaration',
          specifiers: [
            isDefault
              ? { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }
              : { type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } },
          ],
          source: { type: 'Literal', value: file },
          attributes: [],
        })),
      },
    },
  };
}
