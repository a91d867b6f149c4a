import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * What packages/shared already types, read from its sources once per lint run:
 * - `names`: every exported type and interface name;
 * - `shapes`: the fields of every `z.object({...})` in its sources (and of `x.extend({...})` of
 *   such a schema; spreads and schemas written in the same file included), keyed by the sorted
 *   field names, each with the schema's name and the kind of each field (`fieldKinds`).
 * The web app's answer types are inferred from these schemas (issue 25 §1), so a web type that
 * repeats one by hand is an error: it would drift from what the server sends.
 */
export function sharedTypes(root) {
  const names = new Set();
  const shapes = new Map();
  const sourceDir = join(root, 'packages/shared/src');
  const files = readdirSync(sourceDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(join(sourceDir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const consts = new Map();
    for (const statement of source.statements) {
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (
        exported &&
        (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
      ) {
        names.add(statement.name.text);
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (declaration.initializer && ts.isIdentifier(declaration.name)) {
            consts.set(declaration.name.text, declaration.initializer);
          }
        }
      }
    }
    const fields = fieldReader(source, consts);
    const visit = (node, schemaName) => {
      const name =
        ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : schemaName;
      if (ts.isCallExpression(node) && isObjectSchema(node, source)) {
        const found = fields(node);
        if (found && found.size >= MIN_KEYS) {
          const key = [...found.keys()].sort().join(',');
          const kinds = new Map([...found].map(([field, value]) => [field, fields.kind(value)]));
          if (!shapes.has(key)) shapes.set(key, []);
          shapes.get(key).push({ schema: `${name ?? 'a schema'} (${file})`, kinds });
        }
      }
      ts.forEachChild(node, (child) => visit(child, name));
    };
    visit(source, undefined);
  }
  return { names, shapes };
}

/** `z.object(...)` or `<schema>.extend({...})`. */
const isObjectSchema = (call, source) =>
  call.expression.getText(source) === 'z.object' ||
  (ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'extend');

/**
 * Reads a schema's fields (name → the zod expression) in one shared file, following spreads,
 * `z.object(shape)` and `.extend` of schemas written in that file; null when it cannot.
 * `.kind(expression)` says what a field holds, as `zodKind` does.
 */
function fieldReader(source, consts) {
  const fields = (node, depth = 0) => {
    if (!node || depth > 6) return null;
    if (ts.isIdentifier(node)) return fields(consts.get(node.text), depth + 1);
    if (ts.isObjectLiteralExpression(node)) {
      const found = new Map();
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          const inner = fields(property.expression, depth + 1);
          if (!inner) return null; // a spread we cannot read: no reliable shape
          for (const [name, value] of inner) found.set(name, value);
        } else if (ts.isPropertyAssignment(property)) {
          const name = property.name.getText(source).replace(/^['"]|['"]$/g, '');
          found.set(name, property.initializer);
        } else if (ts.isShorthandPropertyAssignment(property)) {
          found.set(property.name.text, property.name);
        } else {
          return null;
        }
      }
      return found;
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'z.object') {
      return fields(node.arguments[0], depth + 1);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'extend'
    ) {
      const base = fields(node.expression.expression, depth + 1);
      const added = fields(node.arguments[0], depth + 1);
      return base && added ? new Map([...base, ...added]) : null;
    }
    return null;
  };
  fields.kind = (node) => zodKind(node, source, consts);
  return fields;
}

/**
 * What a zod field holds, coarsely: 'string', 'number', 'boolean', 'array', 'object', 'null',
 * 'mixed' (a union of several kinds), or null when it cannot be told from the source (a helper's
 * result, a schema from another file, a transform). Null matches any kind.
 */
function zodKind(node, source, consts, depth = 0) {
  if (!node || depth > 8) return null;
  const kind = (inner) => zodKind(inner, source, consts, depth + 1);
  if (ts.isIdentifier(node)) return consts.has(node.text) ? kind(consts.get(node.text)) : null;
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const method = node.expression.name.text;
  const target = node.expression.expression.getText(source);
  if (target === 'z' || target === 'z.coerce') {
    if (['string', 'uuid', 'email', 'url', 'enum', 'iso', 'templateLiteral'].includes(method)) {
      return 'string';
    }
    if (['number', 'int'].includes(method)) return 'number';
    if (method === 'boolean') return 'boolean';
    if (method === 'array') return 'array';
    if (['object', 'record', 'strictObject', 'looseObject'].includes(method)) return 'object';
    if (method === 'null') return 'null';
    if (method === 'preprocess') return kind(node.arguments[1]);
    if (['nullable', 'optional', 'nullish'].includes(method)) return kind(node.arguments[0]);
    if (method === 'literal') return literalKind(node.arguments[0]);
    if (method === 'union' && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0])) {
      return unionKind(node.arguments[0].elements.map(kind));
    }
    return null;
  }
  if (['extend', 'pick', 'omit', 'partial', 'required', 'strict'].includes(method)) return 'object';
  if (method === 'array') return 'array';
  // A transform or a pipe may answer anything; other methods keep their schema's kind.
  if (['transform', 'pipe', 'or', 'and', 'catch'].includes(method)) return null;
  return kind(node.expression.expression);
}

const literalKind = (node) =>
  !node
    ? null
    : ts.isStringLiteral(node)
      ? 'string'
      : ts.isNumericLiteral(node)
        ? 'number'
        : node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword
          ? 'boolean'
          : null;

/** A union's kind: its members' one kind besides null, 'mixed' for several, null if unknown. */
function unionKind(kinds) {
  if (kinds.some((kind) => kind === null)) return null;
  const solid = [...new Set(kinds.filter((kind) => kind !== 'null'))];
  return solid.length === 0 ? 'null' : solid.length === 1 ? solid[0] : 'mixed';
}

/** The same coarse kind of a TypeScript type written in a web file (ESLint's AST). */
function typeKind(node) {
  if (!node) return null;
  switch (node.type) {
    case 'TSStringKeyword':
    case 'TSTemplateLiteralType':
      return 'string';
    case 'TSNumberKeyword':
      return 'number';
    case 'TSBooleanKeyword':
      return 'boolean';
    case 'TSNullKeyword':
    case 'TSUndefinedKeyword':
      return 'null';
    case 'TSArrayType':
    case 'TSTupleType':
      return 'array';
    case 'TSTypeLiteral':
      return 'object';
    case 'TSTypeOperator':
      return typeKind(node.typeAnnotation);
    case 'TSLiteralType': {
      const value = node.literal.value;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? typeof value
        : null;
    }
    case 'TSTypeReference':
      return node.typeName.type === 'Identifier' &&
        ['Array', 'ReadonlyArray'].includes(node.typeName.name)
        ? 'array'
        : null;
    case 'TSUnionType':
      return unionKind(node.types.map(typeKind));
    default:
      return null;
  }
}

/** Fewer fields than this say too little to call two shapes the same one. */
const MIN_KEYS = 3;

/** The ESLint rule: `haat/answer-types-from-shared`. */
export function answerTypesRule(root) {
  let known;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Answer types come from the shared schemas, not typed by hand.' },
      messages: {
        sameName:
          "'{{name}}' is a type of @haat/shared: import it (or z.infer its schema) instead of typing it again.",
        sameShape:
          'This shape is {{schema}} in @haat/shared: use its type (z.infer<typeof …>) instead of typing it by hand.',
      },
      schema: [],
    },
    create(context) {
      known ??= sharedTypes(root);
      const checkLiteral = (literal) => {
        const properties = literal.members.filter(
          (member) => member.type === 'TSPropertySignature' && member.key,
        );
        if (properties.length < MIN_KEYS || properties.length !== literal.members.length) return;
        const fields = new Map(
          properties.map((member) => [
            member.key.type === 'Identifier' ? member.key.name : String(member.key.value),
            typeKind(member.typeAnnotation?.typeAnnotation),
          ]),
        );
        // Same field names are not enough: a field that plainly holds another kind of value (a
        // display line's `before: string` where the schema's `before` is any of several kinds)
        // is another concept that happens to share the names, such as the audit log's lines
        // (features/admin/audit-changes.ts) beside a revision's changes. Unknown kinds match.
        const schema = known.shapes.get([...fields.keys()].sort().join(','))?.find(({ kinds }) =>
          [...fields].every(([name, kind]) => {
            const shared = kinds.get(name);
            return kind === null || shared === null || kind === shared;
          }),
        )?.schema;
        if (schema) context.report({ node: literal, messageId: 'sameShape', data: { schema } });
      };
      const checkName = (node) => {
        if (known.names.has(node.id.name)) {
          context.report({ node: node.id, messageId: 'sameName', data: { name: node.id.name } });
        }
      };
      return {
        TSTypeAliasDeclaration: checkName,
        TSInterfaceDeclaration(node) {
          checkName(node);
          checkLiteral({ members: node.body.body });
        },
        TSTypeLiteral: checkLiteral,
      };
    },
  };
}
