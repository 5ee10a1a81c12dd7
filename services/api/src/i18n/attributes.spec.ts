import { getMetadataStorage, ValidationError } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { AppModule } from '../app.module';
import { validationErrorBody } from '../common/validation/validation-errors';
import { attributeLabel } from './attributes';
import type { Locale } from './locale';

/** Every DTO class the app validates, with the metadata of each of its fields. */
type DtoClass = abstract new () => unknown;

function dtoFields(): [string, string, ValidationMetadata[], DtoClass][] {
  // the app's module graph imports every controller and so every DTO
  expect(AppModule).toBeDefined();
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<DtoClass, ValidationMetadata[]>;
  };
  return [...storage.validationMetadatas].flatMap(([target, metadatas]) =>
    [...new Set(metadatas.map((m) => m.propertyName))].map(
      (property): [string, string, ValidationMetadata[], DtoClass] => [
        target.name,
        property,
        metadatas.filter((m) => m.propertyName === property),
        target,
      ],
    ),
  );
}

/** The 422 texts of a field failing each of its rules, as the pipe would answer them. */
function textsOf(dto: DtoClass, property: string, rules: ValidationMetadata[], locale: Locale) {
  const target = Object.create(dto.prototype as object) as object;
  const errors = rules.map((rule) => {
    const name = rule.name ?? rule.type;
    const error = new ValidationError();
    Object.assign(error, {
      target,
      property,
      value: 'x',
      constraints: { [name]: 'failed' },
      contexts: { [name]: rule.context as unknown },
      children: [],
    });
    return error;
  });
  return Object.values(validationErrorBody(errors, locale).errors).flat();
}

/** snake_case or camelCase: a property name, not an English word. */
const RAW_NAME = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b/;

const fields = dtoFields().filter(([, property]) => !/^[A-Z0-9_]+$/.test(property));

describe('field names in 422 texts', () => {
  it('finds the DTOs', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.map(([dto, property]) => `${dto}.${property}`)).toEqual(
      expect.arrayContaining(['RegistrationDto.first_name', 'RegistrationDto.agree']),
    );
  });

  it('labels every DTO field in both languages', () => {
    const missing = fields.flatMap(([dto, property]) =>
      (['en', 'ru'] as const)
        .filter((locale) => attributeLabel(property, dto)?.[locale] === undefined)
        .map((locale) => `${dto}.${property} (${locale})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(fields)('%s.%s reads as words in English', (_name, property, rules, dto) => {
    const texts = textsOf(dto, property, rules, 'en');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(RAW_NAME);
      expect(text).not.toMatch(/\bfield\b|undefined|:[a-z]/i);
      expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
    }
  });

  it('words the registration form as a person would', () => {
    const agree = fields.find(([dto, p]) => dto === 'RegistrationDto' && p === 'agree');
    const name = fields.find(([dto, p]) => dto === 'RegistrationDto' && p === 'first_name');
    expect(agree && textsOf(agree[3], 'agree', agree[2], 'en')).toEqual([
      'Please accept the terms.',
    ]);
    expect(name && textsOf(name[3], 'first_name', name[2], 'en')).toEqual([
      'First name is not in a valid format.',
      'First name must not be longer than 255 characters.',
      'First name must be a text value.',
      'First name is required.',
    ]);
  });
});
