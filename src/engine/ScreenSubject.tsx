import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortalError } from '../api/baseQuery';
import { useReadQuery } from '../api/readEndpoint';
import type { ScreenSubject as Subject } from '../language/screenTypes';
import { sourceReadArgs } from './blocks/_data/sourceArgs';
import { useScreenScope } from './ScreenData';
import { Notice } from './ui/Notice';

/** The answers that say the subject is not the visitor's to see: a retry would get the same. */
const REFUSED = new Set([400, 403, 404]);

/**
 * A screen about one thing the route names (`subject` of the screen file: a contract, a demande).
 * Its blocks are drawn at once and read it themselves — this read has the same arguments as a
 * data block's (sourceArgs.ts), so the request is made once. When the server refuses it, one
 * message replaces the blocks, each of which would otherwise show its own failure and a useless
 * « Réessayer »: the server's French text ('Ce contrat ne fait pas partie de vos contrats.') and
 * a way on.
 */
export default function ScreenSubject({ subject, children }: { subject: Subject; children: ReactNode }) {
  const scope = useScreenScope();
  const read = useReadQuery(sourceReadArgs(subject, scope));
  const error = read.error as PortalError | undefined;
  if (!error || !REFUSED.has(error.status)) return children;
  return (
    <Notice intent="danger" className="ea-screen-subject">
      <p>{error.message}</p>
      <Link to={subject.link.to}>{subject.link.label}</Link>
    </Notice>
  );
}
