import { Entity, PrimaryColumn } from 'typeorm';
import { EpochMsColumn } from '../database/epoch-ms-column';
import { ForeignKey } from '../database/foreign-key.decorator';
import { User } from '../users/user.entity';

/**
 * What a teacher did with the start card: hid it (or saw it finished). A row only exists
 * once the card was put away; the steps themselves are read from the teacher's data.
 */
@Entity({ name: 'teacher_first_steps' })
export class FirstStepsState {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ForeignKey(() => User, 'user_id', 'FK_teacher_first_steps_user_id')
  user?: User;

  @EpochMsColumn('hidden_at')
  hiddenAt!: number;
}
