import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int, varchar } from './migration-columns';

/** Materials made from a task that is not its author's own (see task origins). */
const RESOLD = `SELECT m.id, m.access, m.price FROM materials m
  INNER JOIN tasks t ON t.id = m.template_id
  WHERE t.origin <> 'authored' AND m.access <> 'restricted' AND m.deleted_at IS NULL`;

/**
 * Materials published from a bought, free or linked copy before such tasks were refused as
 * templates go off sale: their access becomes `restricted` (the author-only state of a draft,
 * so neither listed, searched nor taken) with no price. Buyers keep their purchases, copies
 * and versions: a granted purchase still opens the material. What each one was is kept in
 * `withdrawn_resold_materials` for down, which restores access and price; the search rows
 * the API writes (stemmed text) come back when the author next saves the material.
 */
export class WithdrawResoldMaterials1796100000700 implements MigrationInterface {
  name = 'WithdrawResoldMaterials1796100000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'withdrawn_resold_materials',
        columns: [{ ...int('material_id'), isPrimary: true }, varchar('access', 16), int('price')],
      }),
    );
    await queryRunner.query(
      `INSERT INTO withdrawn_resold_materials (material_id, access, price) ${RESOLD}`,
    );
    const withdrawn = 'SELECT material_id FROM withdrawn_resold_materials';
    await queryRunner.query(
      `UPDATE materials SET access = 'restricted', price = 0 WHERE id IN (${withdrawn})`,
    );
    await queryRunner.query(`DELETE FROM material_search WHERE material_id IN (${withdrawn})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const kept = (column: string) =>
      `(SELECT w.${column} FROM withdrawn_resold_materials w WHERE w.material_id = materials.id)`;
    await queryRunner.query(
      `UPDATE materials SET access = ${kept('access')}, price = ${kept('price')}
       WHERE id IN (SELECT material_id FROM withdrawn_resold_materials)`,
    );
    await queryRunner.dropTable('withdrawn_resold_materials');
  }
}
