import type { Type } from '@nestjs/common';
import { TransformationType } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** What a DTO's rules say about the size of one property, read before anything walks it. */
export interface PropertyBounds {
  /** @ArrayMaxSize: its rule's metadata, for the 422 it answers. */
  maxItems?: ValidationMetadata;
  /** @MaxLength on the value itself, unless a @Transform (@Trim) changes it first. */
  maxLength?: ValidationMetadata;
  /** @MaxLength({ each: true }) on the items of a list. */
  itemMaxLength?: ValidationMetadata;
  /** The DTO of a nested value (@Type), or of each item of a list. */
  nested?: () => DtoBounds;
  /** A list (@IsArray or nested validation of each item). */
  list: boolean;
  /** A number, text or flag (or a list of them): it holds no values of its own. */
  scalar: boolean;
  /** Validated only under a condition (@ValidateIf): its rules are left to the validator. */
  conditional: boolean;
}

/** A DTO's properties and the number of values a body of it can hold at most. */
export interface DtoBounds {
  dto: Type;
  properties: ReadonlyMap<string, PropertyBounds>;
  /** Arrays' items and objects' keys a valid body has at most (Infinity without limits). */
  elements: number;
}

/** Values allowed under a property the DTO leaves untyped (an answer's `{ choice_ids }`). */
const UNTYPED_ELEMENTS = 64;

/** Rules that make a value (or each item of a list) a scalar. */
const SCALAR_RULES: ReadonlySet<string> = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isIn',
  'isEnum',
  'isEmail',
  'maxLength',
  'min',
  'max',
]);

const cache = new Map<Type, DtoBounds>();

function byProperty(dto: Type): Map<string, ValidationMetadata[]> {
  const grouped = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    grouped.set(meta.propertyName, [...(grouped.get(meta.propertyName) ?? []), meta]);
  }
  return grouped;
}

function nestedDto(dto: Type, property: string): Type | undefined {
  const type = defaultMetadataStorage.findTypeMetadata(dto, property) as
    { typeFunction: () => unknown } | undefined;
  const nested = type?.typeFunction();
  return typeof nested === 'function' && nested !== Object && nested !== Array
    ? (nested as Type)
    : undefined;
}

function propertyBounds(dto: Type, property: string, metas: ValidationMetadata[]): PropertyBounds {
  const named = (name: string, each: boolean): ValidationMetadata | undefined =>
    metas.find((meta) => meta.name === name && (meta.each === true) === each);
  const nested = nestedDto(dto, property);
  const transformed =
    defaultMetadataStorage.findTransformMetadatas(dto, property, TransformationType.PLAIN_TO_CLASS)
      .length > 0;
  return {
    maxItems: named('arrayMaxSize', false),
    maxLength: transformed ? undefined : named('maxLength', false),
    itemMaxLength: transformed ? undefined : named('maxLength', true),
    nested: nested === undefined ? undefined : () => dtoBounds(nested),
    list: metas.some(
      (meta) => meta.name === 'isArray' || (meta.type === 'nestedValidation' && meta.each),
    ),
    scalar: metas.some((meta) => meta.name !== undefined && SCALAR_RULES.has(meta.name)),
    conditional: metas.some(
      (meta) => meta.type === 'conditionalValidation' && meta.name !== 'isOptional',
    ),
  };
}

const constraint = (meta: ValidationMetadata | undefined): number | undefined => {
  const value: unknown = meta?.constraints[0];
  return typeof value === 'number' ? value : undefined;
};

/** The values one property holds at most: a list of at most N nested DTOs, a DTO, a value. */
function propertyElements(bounds: PropertyBounds): number {
  const inner = bounds.nested?.().elements ?? (bounds.scalar ? 0 : UNTYPED_ELEMENTS);
  const items = constraint(bounds.maxItems);
  if (items !== undefined) return items * (1 + inner);
  // a list without @ArrayMaxSize may be as long as the body allows
  return bounds.list ? Infinity : inner;
}

/** The bounds of a DTO, read once from its class-validator and class-transformer decorators. */
export function dtoBounds(dto: Type): DtoBounds {
  const known = cache.get(dto);
  if (known !== undefined) return known;
  const properties = new Map<string, PropertyBounds>();
  const bounds: DtoBounds = { dto, properties, elements: Infinity };
  cache.set(dto, bounds); // a DTO that nests itself ends here, unbounded
  for (const [property, metas] of byProperty(dto)) {
    properties.set(property, propertyBounds(dto, property, metas));
  }
  let elements = 0;
  for (const property of properties.values()) {
    elements += 1 + propertyElements(property);
  }
  bounds.elements = elements;
  return bounds;
}
