import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { HelpAdmin } from './help-admin.js';
import { HelpCentre } from './help-centre.js';
import { HelpImages } from './help-images.js';

/** The help centre and the brand's written pages (issue 17, decision 0053). */
export function createHelp(deps: { db: Db; clock: Clock }) {
  return {
    centre: new HelpCentre(deps.db),
    admin: new HelpAdmin(deps.db, deps.clock),
    images: new HelpImages(deps.db, deps.clock),
  };
}

export type Help = ReturnType<typeof createHelp>;
