import type { Tree } from 'nx/src/devkit-exports';
import { writeNewFiles } from '../files.js';
import { namesOf } from '../names.js';
import {
  controllerFile,
  dtoFile,
  exceptionFile,
  messagesFile,
  moduleFile,
  serviceFile,
  specFile,
} from './templates.js';

export interface ApiModuleOptions {
  name: string;
  directory?: string;
}

const DEFAULT_DIRECTORY = 'services/api/src';

/**
 * `nx g @tutor/generators:api-module --name=lesson-notes`: controller, service, module,
 * dto, coded exception (its answers mapped exhaustively), ru/en messages and a spec, as the
 * API's modules have them. Registering the module in AppModule (and `npm run openapi`) is
 * the author's step.
 */
export default async function apiModule(tree: Tree, options: ApiModuleOptions): Promise<void> {
  const names = namesOf(options.name);
  const dir = `${options.directory ?? DEFAULT_DIRECTORY}/${names.kebab}`;
  if (tree.exists(dir)) throw new Error(`already there: ${dir}`);
  await writeNewFiles(tree, {
    [`${dir}/${names.kebab}.controller.ts`]: controllerFile(names),
    [`${dir}/${names.kebab}.service.ts`]: serviceFile(names),
    [`${dir}/${names.kebab}.module.ts`]: moduleFile(names),
    [`${dir}/dto/${names.kebab}.dto.ts`]: dtoFile(names),
    [`${dir}/${names.kebab}.exception.ts`]: exceptionFile(names),
    [`${dir}/${names.kebab}.messages.ts`]: messagesFile(names),
    [`${dir}/${names.kebab}.spec.ts`]: specFile(names),
  });
}
