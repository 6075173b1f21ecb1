import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formatLegalDate, LEGAL_LAST_UPDATED, TEMPLATE_NOTE } from './legalMeta';

export interface LegalSection {
  /** The anchor: /privacy-policy#retention. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** One or two sentences on what the document covers and for whom. */
  lead: ReactNode;
  sections: LegalSection[];
  updated?: string;
}

/** Long documents get a contents list; short ones do not need one. */
const CONTENTS_FROM = 5;

function scrollToSection(id: string) {
  const heading = document.getElementById(`${id}-heading`);
  if (!heading) return;
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** A public legal text: title, date of the last update, contents, numbered sections, and the template note. */
export function LegalDocument({ title, lead, sections, updated = LEGAL_LAST_UPDATED }: LegalDocumentProps) {
  const { hash } = useLocation();
  const withContents = sections.length >= CONTENTS_FROM;

  // A link such as /privacy-policy#retention opens at that section.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <article className="legal-document" aria-labelledby="legal-title">
      <header className="mb-4">
        <h1 id="legal-title" className="mb-2">
          {title}
        </h1>
        <p className="text-body-secondary small mb-3">
          Last updated <time dateTime={updated}>{formatLegalDate(updated)}</time>
        </p>
        <div className="fs-6" style={{ maxWidth: '44rem' }}>
          {lead}
        </div>
      </header>
      <div className="row g-4">
        {withContents ? (
          <div className="col-12 col-lg-4 col-xl-3">
            <nav aria-label="Contents" className="card sticky-lg-top" style={{ top: '1.5rem' }}>
              <div className="card-body py-3">
                <h2 className="h6 text-uppercase text-body-secondary small mb-2">Contents</h2>
                <ol className="small ps-3 mb-0">
                  {sections.map((section) => (
                    <li key={section.id} className="mb-1">
                      <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          </div>
        ) : null}
        <div className={withContents ? 'col-12 col-lg-8 col-xl-9' : 'col-12'}>
          <div className="card">
            <div className="card-body p-3 p-md-4 p-lg-5" style={{ lineHeight: 1.65 }}>
              {sections.map((section, index) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-heading`}
                  className={index > 0 ? 'mt-4 pt-1' : undefined}
                >
                  <h2 id={`${section.id}-heading`} className="h5 mb-2" tabIndex={-1} style={{ scrollMarginTop: '1rem' }}>
                    {index + 1}. {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </div>
          </div>
          <p className="small text-body-secondary mt-3 mb-0">{TEMPLATE_NOTE}</p>
        </div>
      </div>
    </article>
  );
}
