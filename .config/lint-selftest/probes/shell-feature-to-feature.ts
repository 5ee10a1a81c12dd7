// One feature of the shell importing another: refused.
import { getRegistry } from '../operator/operator-api';

export const probe = getRegistry;
