import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';

/**
 * Response serialisation compiled from the contract's zod schema: a function, built once per route, that keeps the
 * schema's own fields in the schema's order, checks each value's kind (string, integer, literal, enum, which branch
 * of a discriminated union) and drops everything else, then `JSON.stringify`s the result. It gives the bytes zod's
 * encode + stringify gives (about a tenth of the CPU on the larger answers), for the schema kinds the contract
 * uses; a schema holding anything else (defaults, pipes, transforms, unions of objects without a discriminator) is
 * serialised by zod as before.
 *
 * What it does not check are refinements (a date's pattern, a non-negative amount): outside production every
 * response is also encoded by zod, and a response zod refuses, or one whose bytes differ, fails loudly there, so
 * every API test checks every answer it receives against the contract exactly as before.
 */

type Project = (value: unknown, path: string) => unknown;

class ResponseShapeError extends Error {
  constructor(path: string, expected: string, value: unknown) {
    super(`response ${path || '(root)'}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
  }
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: unknown;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  discriminator?: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `z.int()` is a number whose format (or one of its checks) is an integer format. */
function isInteger(def: Def): boolean {
  const integerFormat = (format: string | undefined) =>
    format === 'safeint' || format === 'int32' || format === 'uint32';
  return integerFormat(def.format) || (def.checks ?? []).some((check) => integerFormat(check._zod.def.format));
}

/** The projection of one schema, or null when this compiler does not serialise that kind (zod does instead). */
function compile(schema: z.ZodMiniType): Project | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (value, path) => {
        if (typeof value !== 'string') throw new ResponseShapeError(path, 'a string', value);
        return value;
      };
    case 'number': {
      const integer = isInteger(def);
      return (value, path) => {
        if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value)))
          throw new ResponseShapeError(path, integer ? 'an integer' : 'a number', value);
        return value;
      };
    }
    case 'boolean':
      return (value, path) => {
        if (typeof value !== 'boolean') throw new ResponseShapeError(path, 'a boolean', value);
        return value;
      };
    case 'literal': {
      const allowed = new Set(def.values ?? []);
      return (value, path) => {
        if (!allowed.has(value)) throw new ResponseShapeError(path, `one of ${[...allowed].join(', ')}`, value);
        return value;
      };
    }
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value, path) => {
        if (!allowed.has(value)) throw new ResponseShapeError(path, `one of ${[...allowed].join(', ')}`, value);
        return value;
      };
    }
    case 'nullable':
    case 'optional': {
      const inner = def.innerType ? compile(def.innerType) : null;
      if (!inner) return null;
      const empty = def.type === 'nullable' ? null : undefined;
      return (value, path) => (value === empty ? value : inner(value, path));
    }
    case 'array': {
      const element = def.element ? compile(def.element) : null;
      if (!element) return null;
      return (value, path) => {
        if (!Array.isArray(value)) throw new ResponseShapeError(path, 'an array', value);
        return value.map((item, index) => element(item, `${path}[${index}]`));
      };
    }
    case 'object':
      return compileObject(def);
    case 'union':
      return compileUnion(def);
    default:
      return null;
  }
}

function compileObject(def: Def): Project | null {
  if (def.catchall !== undefined || !def.shape) return null;
  const fields: [string, Project][] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const project = compile(field);
    if (!project) return null;
    fields.push([key, project]);
  }
  return (value, path) => {
    if (!isRecord(value)) throw new ResponseShapeError(path, 'an object', value);
    const out: Record<string, unknown> = {};
    for (const [key, project] of fields) {
      const projected = project(value[key], `${path}.${key}`);
      if (projected !== undefined) out[key] = projected;
    }
    return out;
  };
}

/** Whether a plain value fits one option of a union of plain values (no exception thrown per miss: they cost). */
function plainAccepts(def: Def): (value: unknown) => boolean {
  if (def.type === 'literal') {
    const allowed = new Set(def.values ?? []);
    return (value) => allowed.has(value);
  }
  if (def.type === 'enum') {
    const allowed = new Set(Object.values(def.entries ?? {}));
    return (value) => allowed.has(value);
  }
  if (def.type === 'number') {
    const integer = isInteger(def);
    return (value) => typeof value === 'number' && Number.isFinite(value) && (!integer || Number.isSafeInteger(value));
  }
  return (value) => typeof value === def.type;
}

/** A union of plain values (every option a literal, enum, string, number or boolean), or a discriminated union. */
function compileUnion(def: Def): Project | null {
  const options = def.options ?? [];
  const plain = new Set(['literal', 'enum', 'string', 'number', 'boolean']);
  if (options.every((option) => plain.has(defOf(option).type))) {
    const accepts = options.map((option) => plainAccepts(defOf(option)));
    return (value, path) => {
      if (!accepts.some((accept) => accept(value))) throw new ResponseShapeError(path, 'one of the union', value);
      return value;
    };
  }
  const key = def.discriminator;
  if (key === undefined) return null;
  const branches = new Map<unknown, Project>();
  for (const option of options) {
    const optionDef = defOf(option);
    const tag = optionDef.shape?.[key];
    if (optionDef.type !== 'object' || !tag || defOf(tag).type !== 'literal') return null;
    const project = compileObject(optionDef);
    if (!project) return null;
    for (const literal of defOf(tag).values ?? []) branches.set(literal, project);
  }
  return (value, path) => {
    const project = isRecord(value) ? branches.get(value[key]) : undefined;
    if (!project) throw new ResponseShapeError(path, `an object with a known ${key}`, value);
    return project(value, path);
  };
}

/**
 * Fastify's serializer compiler for the app: the compiled projection where the schema allows, zod's encode where
 * not; with `verify`, both, failing unless zod accepts the answer and gives the same bytes.
 */
export function responseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<z.ZodMiniType> {
  return (route) => {
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const project = compile(route.schema);
    if (!project) return byZod;
    const compiled = (data: unknown) => JSON.stringify(project(data, ''));
    if (!options.verify) return compiled;
    return (data: unknown) => {
      const expected = byZod(data);
      const actual = compiled(data);
      if (actual !== expected)
        throw new Error(`${route.method} ${route.url}: the compiled serializer gave ${actual}, zod ${expected}`);
      return actual;
    };
  };
}

/** For tests: whether a schema is serialised by the compiled projection (true) or falls back to zod. */
export const compilesToProjection = (schema: z.ZodMiniType): boolean => compile(schema) !== null;
