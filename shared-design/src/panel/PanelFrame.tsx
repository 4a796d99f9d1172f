// The frame of a control panel (spec panels §2): title, section navigation and the section chosen by
// the URL hash. An unknown or empty hash is replaced by the panel's default section.
// Shared by the four panel remotes through the kit; its rules are in the kit's stylesheet (panel-*).
import type { ComponentType } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useHashSync } from './useHashSync';

export interface PanelSection {
  /** '#qrcode', … as in spec panels §2. */
  hash: string;
  /** Italian label of the navigation entry and title of the section. */
  label: string;
  /** Sections reached from a table row (they need a query) are left out of the navigation. */
  hiddenFromNav?: boolean;
  Component: ComponentType<{ title: string }>;
}

export interface PanelFrameProps {
  /** The remote's name, written on the root so browser tests can tell who drew the panel. */
  remote: string;
  title: string;
  sections: readonly PanelSection[];
  defaultHash: string;
}

export function PanelFrame({ remote, title, sections, defaultHash }: PanelFrameProps) {
  useHashSync();
  const location = useLocation();
  const current = sections.find((section) => section.hash === location.hash);
  if (!current) {
    return (
      <Navigate to={{ pathname: location.pathname, search: location.search, hash: defaultHash }} replace />
    );
  }
  const { Component } = current;
  return (
    <div className="panel" data-remote={remote}>
      <h1 className="panel-title">{title}</h1>
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
        <section className="panel-section" aria-label={current.label}>
          <Component title={current.label} />
        </section>
      </div>
    </div>
  );
}
