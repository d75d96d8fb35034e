import { useState } from 'react';
import { toast } from 'react-toastify';
import { messages, type MaterialDto } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSessionMaterials } from '../api/get-session-materials';
import { downloadImage } from '../download-image';
import { MaterialPreview } from './material-preview';

/** One session's materials as a student sees them: preview, 'Open Link', 'Download Image'. */
export function SessionMaterials({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError, refetch } = useSessionMaterials(sessionId);

  if (isPending) return <Spinner label={messages.materials.loading} showLabel />;
  if (isError) {
    return <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) return <EmptyState message={messages.materials.none} />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.items.map((material) => (
        <StudentMaterialCard key={material._id} material={material} />
      ))}
    </div>
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
        <h3 className="card-title break-words">{material.title}</h3>
        <p className="text-sm text-base-content/70">{material.tutorName}</p>
        <div className="card-actions justify-end">
          <a
            href={material.link}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-outline"
            aria-label={`Open Link: ${material.title}`}
          >
            Open Link
          </a>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={`Download Image: ${material.title}`}
            disabled={downloading}
            onClick={() => void onDownload()}
          >
            Download Image
          </button>
        </div>
      </div>
    </article>
  );
}
