import { useId } from 'react';
import { EXPORT_KINDS, exportPath } from '@studyhall/shared';
import { exportLabels, insightsTexts as texts } from '../texts';

/**
 * The four CSV exports as plain links: the browser downloads the file the server streams, under
 * the name it gives, with the admin's own cookie; nothing is held in the page.
 */
export function ExportLinks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-bold">
        {texts.exports}
      </h2>
      <p className="text-base-content/70">{texts.exportsIntro}</p>
      <ul className="flex flex-wrap gap-2">
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <a className="btn btn-outline" href={exportPath(kind)} download>
              {texts.exportLink(exportLabels[kind])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
