/**
 * The schema builders live in libs/contracts, beside the types they infer: one definition
 * per answer gives the document, the types of both sides and the tests' check of answers.
 */
export {
  NamedSchema,
  arrayOf,
  bool,
  constant,
  int,
  moment,
  named,
  nullable,
  num,
  object,
  oneOf,
  oneOfValues,
  recordOf,
  text,
  type JsonSchema,
  type Schema,
  type SchemaLike,
  type Static,
} from '@tutor/contracts';
