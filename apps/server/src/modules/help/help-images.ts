import { HELP_IMAGE_PATH, HELP_IMAGE_RULES } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { readDataUrlImage } from '../../lib/image-bytes.js';
import { randomId } from '../../lib/tokens.js';
import { recordStaffAudit } from '../audit/audit.repo.js';

/**
 * Pictures in help articles and the written pages (decision 0053): staff upload one, its type told
 * by its bytes, and put the answered site path in the article; visitors load it from the brand's
 * own site, so the pages' content security policy (`img-src 'self'`) holds.
 */
export class HelpImages {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async upload(ctx: RequestContext, staff: StaffSession, dataUrl: string): Promise<{ url: string }> {
    const image = readDataUrlImage(dataUrl, HELP_IMAGE_RULES);
    if (!image) throw new AppError('help.image.invalid');
    const id = randomId();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('help_images')
        .values({
          id,
          merchant_id: ctx.merchant.id,
          content_type: image.contentType,
          size: image.bytes.length,
          bytes: image.bytes,
          created_by: staff.staffId,
          created_at: this.clock.now(),
        })
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'help.image.upload',
        target: id,
        details: { contentType: image.contentType, size: image.bytes.length },
      });
    });
    return { url: `${HELP_IMAGE_PATH}/${id}` };
  }

  /**
   * A picture by its id alone: the id is a random token, and a picture in a public page is public.
   * (Not by the host's brand: the console, which previews articles, may be on a host of its own.)
   */
  async read(id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const row = await this.db
      .selectFrom('help_images')
      .select(['content_type', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: row.bytes } : null;
  }
}
