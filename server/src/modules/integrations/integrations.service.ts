import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import {
  fileDeletePagePath,
  type IntegrationLink,
  type IntegrationUploadResponse,
} from '@vaultbox/common/schemas/integrations.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { FileShareMaker, MultipartUploadPlan, MultipartUploads } from '../../domain/ports.ts';
import { shareUrl } from '../../domain/share/share-view.ts';

/**
 * Uploads from ready-made configurations (docs/product.md, Integrations): the file goes through the media module's
 * one upload path (quota, size and type rules included), then gets a new share link with the default options, and
 * the answer names the link to hand out and a delete page, all on APP_URL, the one address visitors can reach.
 */
export function createIntegrationsService<Plan extends MultipartUploadPlan>(
  ctx: AppContext,
  uploads: MultipartUploads<Plan>,
  shares: FileShareMaker,
) {
  const base = ctx.config.appUrl.replace(/\/+$/, '');

  async function publish(
    userId: string,
    file: MediaFile,
    link: IntegrationLink,
    meta: RequestMeta,
  ): Promise<IntegrationUploadResponse> {
    const { slug } = await shares.shareFile(userId, file.id, meta);
    return {
      success: true,
      url: link === 'raw' ? `${base}/r/${slug}` : shareUrl(base, slug),
      deleteUrl: `${base}${fileDeletePagePath(file.id)}`,
      id: file.id,
    };
  }

  return { uploads, publish };
}

export type IntegrationsService<Plan extends MultipartUploadPlan = MultipartUploadPlan> = ReturnType<
  typeof createIntegrationsService<Plan>
>;
