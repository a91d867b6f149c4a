// The web app calls the API only through the contract (docs/decisions/035-api-contract.md):
// `api(endpoint, input)` with an endpoint address of @haat/shared/endpoints, which is written
// from the contract the server registers. A path typed in the web app is one the contract does
// not check, so this rule refuses:
// - a string or template that starts with /api (the API's base lives in lib/api-client.ts);
// - a path given to the client's calls or keys instead of an endpoint;
// - a contract imported from @haat/shared itself: it carries the server's schemas, and zod with
//   them, into the browser.

const CLIENT_CALLS = new Set(['api', 'downloadEndpoint', 'endpointQuery', 'endpointKey']);

/** The text of a string or template literal (its static parts), else undefined. */
function literalText(node) {
  // A path cast to pass the types is still a path.
  if (node?.type === 'TSAsExpression' || node?.type === 'TSSatisfiesExpression') {
    return literalText(node.expression);
  }
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('${}');
  return undefined;
}

const isApiPath = (text) => text === '/api' || text.startsWith('/api/') || text.startsWith('/api?');

export const endpointCallsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The web app calls the API through the endpoint contract only.' },
    schema: [],
    messages: {
      apiPath:
        "'{{text}}' is an API path written by hand. Call api(endpoint, input) with an endpoint of @haat/shared/endpoints, so the contract checks it.",
      pathCall:
        '{{callee}}() takes an endpoint of @haat/shared/endpoints, not a path: a path is not checked against the contract.',
      pathMethod:
        'api.{{method}}() calls a path by hand. Call api(endpoint, input) with an endpoint of @haat/shared/endpoints.',
      contractImport:
        "'{{name}}' carries the server's schemas into the browser. Import the endpoint addresses from '@haat/shared/endpoints'.",
    },
  },
  create(context) {
    const isClient = /[\\/]lib[\\/]api-client\.ts$/.test(context.filename);
    const checkLiteral = (node) => {
      if (isClient) return;
      const text = literalText(node);
      if (text !== undefined && isApiPath(text)) {
        context.report({ node, messageId: 'apiPath', data: { text } });
      }
    };
    return {
      Literal: checkLiteral,
      TemplateLiteral: checkLiteral,
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && CLIENT_CALLS.has(callee.name)) {
          if (literalText(node.arguments[0]) !== undefined) {
            context.report({ node, messageId: 'pathCall', data: { callee: callee.name } });
          }
        }
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'api' &&
          callee.property.type === 'Identifier'
        ) {
          context.report({ node, messageId: 'pathMethod', data: { method: callee.property.name } });
        }
      },
      ImportDeclaration(node) {
        if (node.source.value !== '@haat/shared') return;
        for (const specifier of node.specifiers) {
          const name = specifier.imported?.name ?? specifier.local.name;
          if (specifier.type === 'ImportSpecifier' && /(Contract|CONTRACT)$/.test(name)) {
            context.report({ node: specifier, messageId: 'contractImport', data: { name } });
          }
        }
      },
    };
  },
};
