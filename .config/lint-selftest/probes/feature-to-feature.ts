// One feature of a remote importing another: refused (features import shared code only).
import { emptyDraft } from '../task-editor/lib/draft';

export const probe = emptyDraft;
