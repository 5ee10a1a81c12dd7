import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';

/** What happened to materials, for modules that act on it (notifications). */
export type MaterialEvent = {
  /** A version after the first: the owners with updates still due may take it. */
  type: 'material_updated';
  materialId: number;
  versionId: number;
  number: number;
  changelog: string;
};

@Injectable()
export class MaterialEvents extends EventBus<MaterialEvent> {
  constructor() {
    super(new Logger(MaterialEvents.name));
  }
}
