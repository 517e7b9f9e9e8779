import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useDeleteBrouillonMutation, useGetBrouillonQuery, useSaveBrouillonMutation } from '../../../api/brouillonApi';
import { stripContext } from '../../formContext';
import { brouillonTexts } from '../../../i18n/brouillons';
import type { MigrationMark } from '../../../domain/acteMigrations';
import { createThrottledSave } from './draftThrottle';
import './draftMarks.css';

type FormData = Record<string, unknown>;

/** What the form tells its draft: the latest typed data, or null once the acte is sent. */
export type DraftListener = (data: FormData | null) => void;

/** At most one save every 3 s while the member types (the last keystrokes are always saved). */
export const DRAFT_SAVE_INTERVAL_MS = 3000;

const pad = (n: number) => String(n).padStart(2, '0');
const dayAndTime = (iso: string): [string, string] => {
  const at = new Date(iso);
  return [`${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`, `${pad(at.getHours())}:${pad(at.getMinutes())}`];
};

/**
 * The server draft of a long acte (manifest `brouillon`), loaded with the form only
 * for such actes. It offers to resume a saved draft (« Reprendre » fills the form with it, already
 * migrated by the server to the acte's version; « Recommencer » forgets it; the × just closes the
 * offer), then saves what the member types, throttled, through the API slice. While the offer is
 * open nothing is saved, so the old draft is not replaced before the member chooses. A draft saved
 * under an older version is handed over with its migration's marks (the form then says it changed
 * and signals those fields).
 * `offer` is false when the form came back from a lost session (formDraft.ts): that data is newer.
 */
export default function ServerDraft({
  acte,
  version,
  offer,
  listener,
  onResume,
}: {
  acte: string;
  version: number;
  offer: boolean;
  listener: MutableRefObject<DraftListener | null>;
  /** `marks`: null for a draft saved under the acte's version; else the fields its migration touched. */
  onResume: (data: FormData, marks: MigrationMark[] | null) => void;
}) {
  const headingId = useId();
  const saved = useGetBrouillonQuery(acte, { skip: !offer, refetchOnMountOrArgChange: true });
  const [save] = useSaveBrouillonMutation();
  const [forget] = useDeleteBrouillonMutation();
  const [decided, setDecided] = useState(!offer);
  const brouillon = saved.data?.brouillon ?? null;
  const offering = !decided && brouillon !== null;
  const waiting = !decided && saved.isLoading;
  const held = useRef<FormData | null>(null);
  const [throttled] = useState(() =>
    createThrottledSave<FormData>((data) => void save({ acte, version, data: stripContext(data) }), DRAFT_SAVE_INTERVAL_MS),
  );
  const blocked = useRef(true);
  blocked.current = offering || waiting;

  useEffect(() => {
    listener.current = (data) => {
      if (data === null) return throttled.cancel();
      if (blocked.current) held.current = data;
      else throttled.push(data);
    };
    return () => {
      listener.current = null;
      // Leaving the acte (a link, « Retour »): what waits is saved now.
      throttled.flush();
    };
  }, [listener, throttled]);

  // Once there is nothing to decide, what was typed meanwhile is saved.
  useEffect(() => {
    if (offering || waiting || !held.current) return;
    throttled.push(held.current);
    held.current = null;
  }, [offering, waiting, throttled]);

  if (!offering) return null;
  const [day, time] = dayAndTime(brouillon.updatedAt);
  return (
    // A heading of the page's level 2 (a Callout's own title is an h5, out of the page's outline).
    <Callout intent="primary" role="region" aria-labelledby={headingId} className="ea-brouillon">
      <Button
        variant="minimal"
        icon="cross"
        aria-label={brouillonTexts.close}
        className="ea-brouillon__close"
        style={{ float: 'right' }}
        onClick={() => setDecided(true)}
      />
      <h2 id={headingId} className="bp6-heading" style={{ fontSize: '1rem' }}>
        {brouillonTexts.title}
      </h2>
      <p>{brouillonTexts.saved(day, time)}</p>
      <p>
        <Button
          intent="primary"
          text={brouillonTexts.resume}
          onClick={() => {
            held.current = null;
            setDecided(true);
            onResume(brouillon.data, brouillon.savedVersion < brouillon.version ? (brouillon.marks ?? []) : null);
          }}
        />{' '}
        <Button
          text={brouillonTexts.restart}
          onClick={() => {
            setDecided(true);
            void forget(acte);
          }}
        />
      </p>
    </Callout>
  );
}
