// The frame of a control panel (spec panels §2): title, section navigation and the section chosen by
// the URL hash. An unknown or empty hash is replaced by the panel's default section.
// Shared by the four panel remotes through the back-office entry (a visitor never downloads it); its rules
// are in the kit's stylesheet (panel-*).
// Sections are data with a lazy `load` (STYLE.md "The back office"): a panel downloads only the section
// opened, shown inside Suspense (the kit's Spinner) and an error boundary (the kit's fallback, 'Riprova').
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary, ErrorFallback, Spinner } from '@ricordo/shared-design';
import { useHashSync } from './useHashSync';
import { useKeepFocus } from './useKeepFocus';

/** What a section component receives. */
export interface PanelSectionProps {
  /** The section's label, for its heading. */
  title: string;
}

/** A section's module (`sections/<hash>/index.tsx`): its default export is the section. */
export interface PanelSectionModule {
  default: ComponentType<PanelSectionProps>;
}

export interface PanelSection {
  /** '#qrcode', … as in spec panels §2. */
  hash: string;
  /** Italian label of the navigation entry and title of the section. */
  label: string;
  /** Sections reached from a table row (they need a query) are left out of the navigation. */
  hiddenFromNav?: boolean;
  /** `() => import('./sections/<hash>')`: loaded when the section is first opened. */
  load: () => Promise<PanelSectionModule>;
}

type LazySection = LazyExoticComponent<ComponentType<PanelSectionProps>>;

/** One lazy component per loader, so that a section opened again is not loaded (nor suspended) again. */
const lazySections = new WeakMap<PanelSection['load'], LazySection>();

function lazySection(load: PanelSection['load']): LazySection {
  let section = lazySections.get(load);
  if (!section) {
    section = lazy(load);
    lazySections.set(load, section);
  }
  return section;
}

/** After a failed load, the next render of the section calls its loader again (a chunk lost to the network). */
function forgetSection(load: PanelSection['load']): void {
  lazySections.delete(load);
}

/** The section of `current`, with its loading and failure states. */
function SectionBody({ section }: { section: PanelSection }) {
  // Keyed by the section's hash (PanelFrame). A retry renders this again, so that a new lazy component calls
  // the loader again.
  const [attempt, setAttempt] = useState(0);
  const Section = lazySection(section.load);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallback={() => (
        <ErrorFallback
          onRetry={() => {
            forgetSection(section.load);
            setAttempt((count) => count + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<Spinner />}>
        <Section title={section.label} />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface PanelFrameProps {
  /** The remote's name, written on the root so browser tests can tell who drew the panel. */
  remote: string;
  title: string;
  sections: readonly PanelSection[];
  defaultHash: string;
  /** Shown under the title, above the navigation and the section (the partner panel's cards with counts). */
  header?: ReactNode;
}

export function PanelFrame({ remote, title, sections, defaultHash, header }: PanelFrameProps) {
  useHashSync();
  const [sectionElement, setSectionElement] = useState<HTMLElement | null>(null);
  useKeepFocus(sectionElement);
  const location = useLocation();
  // '#modifica-memorial?DeceasedID=0001000' (the query written after the hash) opens '#modifica-memorial'.
  const current = sections.find((section) => section.hash === location.hash.split('?')[0]);
  if (!current) {
    return (
      <Navigate to={{ pathname: location.pathname, search: location.search, hash: defaultHash }} replace />
    );
  }
  return (
    <div className="panel" data-remote={remote}>
      <h1 className="panel-title">{title}</h1>
      {header}
      <div className="panel-body">
        <nav className="panel-nav" aria-label="Sezioni del pannello">
          <ul>
            {sections
              .filter((section) => !section.hiddenFromNav)
              .map((section) => (
                <li key={section.hash}>
                  <Link
                    className="panel-nav-link"
                    to={{ hash: section.hash }}
                    aria-current={section === current ? 'page' : undefined}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <section
          ref={setSectionElement}
          className="panel-section"
          aria-label={current.label}
          data-section={current.hash}
        >
          {/* Keyed by the section: the router changes the location in a transition, and React keeps showing
              what a Suspense boundary already shows until a transition's lazy module arrives. Without the key
              the section left would stay on screen, and usable, under the new address and heading until the
              new one had loaded: a click or a field typed in it would be lost when it went. */}
          <SectionBody key={current.hash} section={current} />
        </section>
      </div>
    </div>
  );
}
