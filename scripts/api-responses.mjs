// The JSON Schema of every endpoint's answer (`data`), read from the contract's TypeScript types by the type
// checker, so the API document describes answers from the same declarations the server and the storefront compile
// against. `node scripts/api-responses.mjs` writes apps/server/src/infra/http/openapi.responses.json;
// `--check` fails when that file is out of date (the unit suite checks it too).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
export const RESPONSES_FILE = path.join(root, 'apps/server/src/infra/http/openapi.responses.json');
const ENTRY = path.join(root, 'packages/contract/src/api/endpoints.ts');

const docOf = (checker, symbol) => (symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '');

/** A definition name from a type's text: `Paged<GoodsItem>` → `Paged_GoodsItem`. */
const defName = (text) => text.replace(/[<>,\s[\]|&]+/g, '_').replace(/^_+|_+$/g, '');

const isNamed = (type) => {
  if (type.aliasSymbol && !type.aliasSymbol.getName().startsWith('__')) return true;
  const s = type.getSymbol();
  if (!s) return false;
  return Boolean(s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) && !s.getName().startsWith('__');
};

/** Builds the schemas; `definitions` collects named types once (so recursive and shared types become `$ref`s). */
export const buildResponseSchemas = () => {
  const program = ts.createProgram([ENTRY], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENTRY);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const endpointsSymbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === 'endpoints');
  if (!endpointsSymbol) throw new Error('packages/contract/src/api/endpoints.ts exports no `endpoints`');

  const definitions = {};
  const prop = (type, name) => {
    const p = type.getProperty(name);
    return p ? checker.getTypeOfSymbol(p) : undefined;
  };

  const schemaOf = (type, depth = 0) => {
    if (depth > 40) return {};
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { type: 'null' };
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: type.value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: Number.isInteger(type.value) ? 'integer' : 'number', const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.BigInt) return { type: 'integer' };
    if (type.isUnion()) {
      const parts = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      const bools = parts.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      const schemas = [...(bools.length === 2 ? [{ type: 'boolean' }] : bools.map((t) => schemaOf(t, depth + 1))), ...rest.map((t) => schemaOf(t, depth + 1))];
      // A union of literals of one kind reads better as an enum.
      if (schemas.length > 1 && schemas.every((s) => 'const' in s && s.type === schemas[0].type)) return { type: schemas[0].type, enum: schemas.map((s) => s.const) };
      return schemas.length === 1 ? schemas[0] : { anyOf: schemas };
    }
    if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0], depth + 1) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type).map((t) => schemaOf(t, depth + 1));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (f & ts.TypeFlags.Object || type.isIntersection()) {
      if (isNamed(type) && depth > 0) {
        const name = defName(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
        if (!(name in definitions)) {
          definitions[name] = {};
          definitions[name] = objectSchema(type, depth, type.aliasSymbol ?? type.getSymbol());
        }
        return { $ref: `#/components/schemas/${name}` };
      }
      return objectSchema(type, depth, type.aliasSymbol ?? type.getSymbol());
    }
    return {};
  };

  const objectSchema = (type, depth, symbol) => {
    const out = { type: 'object' };
    const description = docOf(checker, symbol);
    if (description) out.description = description;
    const properties = {};
    const required = [];
    for (const p of checker.getPropertiesOfType(type)) {
      const decl = p.valueDeclaration ?? p.declarations?.[0];
      const t = decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getTypeOfSymbol(p);
      if (t.getCallSignatures().length > 0) continue;
      const s = { ...schemaOf(t, depth + 1) };
      const doc = docOf(checker, p);
      properties[p.getName()] = doc && !s.$ref ? { ...s, description: doc } : doc ? { allOf: [s], description: doc } : s;
      if (!(p.flags & ts.SymbolFlags.Optional)) required.push(p.getName());
    }
    if (Object.keys(properties).length) out.properties = properties;
    if (required.length) out.required = required;
    const index = type.getStringIndexType?.() ?? checker.getIndexTypeOfType(type, ts.IndexKind.String);
    if (index) out.additionalProperties = schemaOf(index, depth + 1);
    return out;
  };

  const responses = {};
  const endpointsType = checker.getTypeOfSymbolAtLocation(endpointsSymbol, source);
  for (const domain of checker.getPropertiesOfType(endpointsType)) {
    const groupType = checker.getTypeOfSymbol(domain);
    for (const ep of checker.getPropertiesOfType(groupType)) {
      const returnsType = prop(checker.getTypeOfSymbol(ep), 'response');
      const carried = returnsType && prop(returnsType, '__returns');
      // `__returns?: R` reads as `R | undefined`; unions drop the `undefined` of the optional marker.
      responses[`${domain.getName()}.${ep.getName()}`] = carried ? schemaOf(carried, 1) : {};
    }
  }
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { definitions: sorted(definitions), responses: sorted(responses) };
};

export const responsesText = () => `${JSON.stringify(buildResponseSchemas(), null, 1)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = responsesText();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(RESPONSES_FILE) ? fs.readFileSync(RESPONSES_FILE, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(root, RESPONSES_FILE)} is out of date: run npm run api:responses`);
      process.exit(1);
    }
    console.log(`${path.relative(root, RESPONSES_FILE)} is up to date.`);
  } else {
    fs.writeFileSync(RESPONSES_FILE, text);
    console.log(`wrote ${path.relative(root, RESPONSES_FILE)}`);
  }
}
