// The API depending on a front-end lib: refused (platform:node never on platform:web).
import { Button } from '@tutor/ui';

export const probe = Button;
