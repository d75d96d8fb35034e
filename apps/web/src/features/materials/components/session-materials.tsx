import { useState } from 'react';
import { messages, PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { useSessionMaterials } from '../api/get-session-materials';
import { downloadImage } from '../download-image';
import { MaterialPreview } from './material-preview';
import { t } from '@/lib/i18n';

/**
 * One session's materials as a student sees them, a page at a time: preview, 'Open Link',
 * 'Download Image'. The page starts at 1; a caller showing another session remounts it (`key`).
 */
export function SessionMaterials({ sessionId }: { sessionId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useSessionMaterials(sessionId, page);
  // The tutor may delete materials meanwhile: a page past the end becomes the last one.
  useKeepPageWithin(page, setPage, data?.total, PAGE_SIZE);

  if (isPending) return <Spinner label={messages.materials.loading} showLabel />;
  if (isError) {
    return <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />;
  }
  if (data.total === 0) return <EmptyState message={messages.materials.none} />;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((material) => (
          <StudentMaterialCard key={material._id} material={material} />
        ))}
      </div>
      <Pagination
        page={page}
        total={data.total}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        hideWhenSinglePage
        label={t('materials.pages')}
      />
    </>
  );
}

function StudentMaterialCard({ material }: { material: MaterialDto }) {
  const [downloading, setDownloading] = useState(false);

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadImage(material.image, `material-${material._id}.webp`);
    } catch {
      toast.error(messages.materials.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className="card border border-base-200 bg-base-100 shadow-sm">
      <MaterialPreview material={material} />
      <div className="card-body">
        <h3 className="card-title">{material.title}</h3>
        <p className="text-sm text-base-content/70">{material.tutorName}</p>
        <div className="card-actions justify-end">
          <a
            href={material.link}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-outline"
            aria-label={t('materials.openLinkNamed', { title: material.title })}
          >
            {t('materials.openLink')}
          </a>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={t('materials.downloadImageNamed', { title: material.title })}
            disabled={downloading}
            onClick={() => void onDownload()}
          >
            {t('materials.downloadImage')}
          </button>
        </div>
      </div>
    </article>
  );
}
