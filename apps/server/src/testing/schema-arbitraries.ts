import fc from 'fast-check';
import type { Field, JsonSchema } from './api-surface.ts';

/**
 * fast-check arbitraries derived from the JSON schemas of the OpenAPI document: values a schema accepts, and values
 * a careless or hostile client sends instead.
 */

/** Ids and amounts that exist in the demo data, so valid inputs often reach a handler's real work. */
const interestingNumbers = fc.constantFrom(1, 2, 5, 1001, 1002, 5001, 5004, 5006, 6001, 100_000, 500_000);

export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(validValue));
  switch (schema.type) {
    case 'number':
    case 'integer':
      return fc.oneof(interestingNumbers, fc.integer({ min: 0, max: 1_000_000 }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 });
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 80)) });
    }
    default:
      return fc.string({ maxLength: 20 });
  }
}

/** What hostile or broken clients send: wrong types, edge numbers, injection strings, huge and odd text. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '9'.repeat(30),
    '0x1f',
    ' 1 ',
    '%00',
    '\u0000',
    "' or '1'='1",
    '1; drop table orders;--',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'a'.repeat(5000),
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '\ud800',
    '👩‍👩‍👧‍👦'.repeat(50),
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export type FieldChoice = { kind: 'valid'; value: unknown } | { kind: 'junk'; value: unknown } | { kind: 'omit' };

/** Values for a set of fields: mostly valid (to reach handlers), some junk, some missing; plus stray extra fields. */
export function fieldsArbitrary(fields: Field[]): fc.Arbitrary<Record<string, unknown>> {
  const perField = fields.map((field) =>
    fc
      .oneof(
        { weight: 6, arbitrary: validValue(field.schema).map((value) => ({ kind: 'valid', value }) as FieldChoice) },
        { weight: 2, arbitrary: junkValue.map((value) => ({ kind: 'junk', value }) as FieldChoice) },
        { weight: 1, arbitrary: fc.constant({ kind: 'omit' } as FieldChoice) },
      )
      .map((choice) => [field.name, choice] as const),
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'status', 'amount'), fc.string()),
    junkValue,
    { maxKeys: 3 },
  );
  return fc.tuple(fc.tuple(...perField), fc.option(extra, { freq: 4 })).map(([chosen, stray]) => {
    const values: Record<string, unknown> = {};
    for (const [name, choice] of chosen) if (choice.kind !== 'omit') values[name] = choice.value;
    // defineProperty, so a `__proto__` key is a plain own field as it would be on the wire.
    for (const [name, value] of Object.entries(stray ?? {}))
      Object.defineProperty(values, name, { value, enumerable: true, writable: true, configurable: true });
    return values;
  });
}
