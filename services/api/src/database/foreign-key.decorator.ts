import { JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

type OnDelete = 'CASCADE' | 'SET NULL';

/**
 * The foreign key of a migration, declared on the entity so the schema check matches it:
 * a many-to-one relation on `column` with the migration's constraint name.
 */
export function ForeignKey<T>(
  /** The entity class, or its name where importing the class would tie two modules. */
  target: (() => ObjectType<T>) | string,
  column: string,
  constraintName: string,
  onDelete: OnDelete = 'CASCADE',
): PropertyDecorator {
  return (prototype, property) => {
    ManyToOne(target, { onDelete, nullable: onDelete === 'SET NULL' })(prototype, property);
    JoinColumn({ name: column, foreignKeyConstraintName: constraintName })(prototype, property);
  };
}
