import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button, Classes, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { CloudUploadIcon, CrossIcon, ErrorIcon, RefreshIcon, TickCircleIcon, TrashIcon } from '@blueprintjs/icons';
import type { WidgetProps } from '@rjsf/utils';
import { fillPlaceholders as fillTemplate } from '../src/language/placeholders';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsDescribedBy, errorsId, useHasErrors } from './WidgetErrors';
import { uploadStatus, type WidgetsFormContext } from './WidgetContext';

const T = widgetTexts.upload;

/** What the form data keeps for one uploaded file , never its content. */
export interface UploadedFileRef {
  /** Server id: `fileNames[0]` of the upload reply. */
  remoteFileName: string;
  localFileName: string;
  size: number;
  /** Name of the form input the file belongs to (required = at least one file of that input). */
  inputName: string;
  /** Document-management index, when the server gives one. */
  indexGed?: string | number;
}

export type UploadState = 'queued' | 'uploading' | 'success' | 'error' | 'cancelled';

export interface QueueItem {
  uid: string;
  name: string;
  size: number;
  /** Absent for files restored from the form data (already on the server). */
  file?: File;
  progress: number;
  state: UploadState;
  errorMessage?: string;
  ref?: UploadedFileRef;
}

// ---- pure helpers (exported for tests and the gallery) ------------------------------------

const MO = 1024 * 1024;

function frenchNumber(n: number, decimals: number): string {
  return n.toFixed(decimals).replace('.', ',');
}

/** A weight in Mo with 2 decimals; a file's own size is shown with `formatSize`. */
export function formatMo(bytes: number, decimals = 2): string {
  return `${frenchNumber(bytes / MO, decimals)} Mo`;
}

/**
 * A file's size with the unit that fits it, among Octets, ko, Mo, Go, To, Po (
 * base 1024), 2 decimals: '512 Octets', '12,50 ko', '1,18 Mo' — never '0,00 Mo' for a small file.
 */
export function formatSize(bytes: number): string {
  const units = T.sizeUnits;
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} ${units[0]}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${frenchNumber(value, 2)} ${units[unit]}`;
}

export interface UploadOptions {
  url: string;
  queueLimit: number;
  maxFileSize?: number;
  maxTotalSize?: number;
  /** Accepted extensions, lowercase without dot. */
  accept: string[];
  /** Accepted MIME types; `image/*` style wildcards allowed. */
  mimeTypes: string[];
  inputName: string;
}

function asList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string' && v.trim() !== '') return v.split(',');
  return [];
}

export function readUploadOptions(options: Record<string, unknown>, name: string, formContext: WidgetsFormContext, isString: boolean): UploadOptions {
  const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
  return {
    url: typeof options.url === 'string' ? options.url : formContext.uploadUrl ?? '/api/upload',
    // A string field holds one file reference.
    queueLimit: isString ? 1 : Math.max(1, Math.floor(n(options.queueLimit) ?? 1)),
    maxFileSize: n(options.maxFileSize),
    maxTotalSize: n(options.maxTotalSize),
    accept: asList(options.accept).map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean),
    mimeTypes: asList(options.mimeTypes).map((m) => m.trim().toLowerCase()).filter(Boolean),
    inputName: typeof options.inputName === 'string' ? options.inputName : name,
  };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function mimeAccepted(type: string, accepted: string[]): boolean {
  const t = type.toLowerCase();
  return accepted.some((m) => (m.endsWith('/*') ? t.startsWith(m.slice(0, -1)) : m === t));
}

/** The items that hold a place in the queue: a cancelled or failed file does not (it is on no server). */
export function countedItems(queue: QueueItem[]): QueueItem[] {
  return queue.filter((q) => q.state !== 'cancelled' && q.state !== 'error');
}

/**
 * The upload filters (count, size, total size, type, MIME) for files added to a queue.
 * Returns the files kept and a French message per refused file.
 */
export function filterFiles(files: File[], queue: QueueItem[], o: UploadOptions): { accepted: File[]; rejected: string[] } {
  const accepted: File[] = [];
  const rejected: string[] = [];
  const live = countedItems(queue);
  let count = live.length;
  let total = live.reduce((sum, q) => sum + q.size, 0);
  for (const file of files) {
    const name = file.name;
    if (count >= o.queueLimit) {
      rejected.push(fillTemplate(T.rejected.queueLimit, { count: o.queueLimit, name }));
    } else if (o.accept.length > 0 && !o.accept.includes(extensionOf(name))) {
      rejected.push(fillTemplate(T.rejected.type, { name }));
    } else if (o.mimeTypes.length > 0 && !mimeAccepted(file.type, o.mimeTypes)) {
      rejected.push(fillTemplate(T.rejected.type, { name }));
    } else if (o.maxFileSize !== undefined && file.size > o.maxFileSize) {
      rejected.push(fillTemplate(T.rejected.size, { name, size: formatSize(file.size) }));
    } else if (o.maxTotalSize !== undefined && total + file.size > o.maxTotalSize) {
      rejected.push(fillTemplate(T.rejected.totalSize, { name }));
    } else {
      accepted.push(file);
      count += 1;
      total += file.size;
    }
  }
  return { accepted, rejected };
}

/** The anti-forgery token the server put in the readable `XSRF-TOKEN` cookie. */
export function readXsrfToken(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined;
}

/** The French message of an error reply (`message`, else the first `errors[].message`), else the generic error text. */
export function uploadErrorMessage(responseText: string): string {
  try {
    const body = JSON.parse(responseText) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    if (typeof body?.message === 'string' && body.message) return body.message;
    const first = body?.errors?.find((e) => typeof e?.message === 'string' && e.message);
    if (first) return String(first.message);
  } catch {
    /* not JSON */
  }
  return T.genericError;
}

function refsFromValue(value: unknown): UploadedFileRef[] {
  if (typeof value === 'string' && value) return [{ remoteFileName: value, localFileName: value, size: 0, inputName: '' }];
  if (Array.isArray(value)) {
    return value.filter((v): v is UploadedFileRef => Boolean(v) && typeof v === 'object' && typeof (v as UploadedFileRef).remoteFileName === 'string');
  }
  return [];
}

let uidCounter = 0;
const nextUid = () => `f${++uidCounter}`;

function itemFromRef(ref: UploadedFileRef): QueueItem {
  return { uid: nextUid(), name: ref.localFileName || ref.remoteFileName, size: ref.size, progress: 100, state: 'success', ref };
}

/**
 * File upload area: a queue sending one file at a time with
 * `XMLHttpRequest` (for upload progress), multipart field `file`, cookies sent, header
 * `X-XSRF-TOKEN`; reply `{ fileNames: [id], indexGed? }`.
 *
 * Form data: an `array` field holds `UploadedFileRef[]` of the files sent successfully; a `string`
 * field holds the `remoteFileName` of its single file. While a file is queued or sending, the
 * field is reported "in progress" to `formContext.uploadStatus` (or the shared `uploadStatus`)
 * and to `formContext.onUploadInProgress`: the engine must refuse the submit meanwhile.
 *
 * ui:options: `queueLimit` (default 1), `maxFileSize`, `maxTotalSize` (bytes), `accept`
 * (extensions), `mimeTypes`, `url`, `inputName`.
 */
export default function UploadWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, required, disabled, readonly, options, rawErrors, registry, schema } = props;
  const formContext = (registry?.formContext ?? {}) as WidgetsFormContext;
  const isString = schema?.type === 'string';
  const o = readUploadOptions(options as Record<string, unknown>, name, formContext, isString);
  const store = formContext.uploadStatus ?? uploadStatus;

  const [queue, setQueue] = useState<QueueItem[]>(() => refsFromValue(value).map(itemFromRef));
  const [rejected, setRejected] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const xhrs = useRef(new Map<string, XMLHttpRequest>());
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const emitted = useRef<string>(JSON.stringify(refsFromValue(value)));
  const mounted = useRef(true);

  // ---- value out: the references of the files on the server ------------------------------
  const refs = useMemo(() => queue.filter((q) => q.state === 'success' && q.ref).map((q) => q.ref as UploadedFileRef), [queue]);
  useEffect(() => {
    const key = JSON.stringify(refs);
    if (key === emitted.current) return;
    emitted.current = key;
    if (isString) onChange(refs[0]?.remoteFileName);
    else onChange(refs.length > 0 ? refs : undefined);
  }, [refs, isString, onChange]);

  // ---- value in: a reset or sample data from outside ---------------------------------------
  useEffect(() => {
    const incoming = refsFromValue(value);
    const key = JSON.stringify(incoming);
    if (key === emitted.current) return;
    emitted.current = key;
    setQueue((q) => [...incoming.map(itemFromRef), ...q.filter((i) => i.state !== 'success')]);
  }, [value]);

  // ---- "uploadInProgress": queued or sending files make the form invalid --------------------
  const busy = queue.some((q) => q.state === 'queued' || q.state === 'uploading');
  const wasBusy = useRef(false);
  useEffect(() => {
    store.set(id, busy);
    formContext.onUploadInProgress?.(id, busy);
    if (wasBusy.current && !busy) {
      // All done: the field counts as visited, so its errors may show.
      setTouched(true);
      onBlur(id, isString ? refs[0]?.remoteFileName : refs);
    }
    wasBusy.current = busy;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports a change of busy only: the form's callbacks are new on every render
  }, [busy, id, store]);
  useEffect(() => {
    // Set here, not only at first render: React's development double mount runs this cleanup
    // once before the real mount, and a flag left false would drop every upload's progress.
    mounted.current = true;
    const transfers = xhrs.current; // the same Map for the component's whole life
    return () => {
      mounted.current = false;
      transfers.forEach((x) => x.abort());
      store.set(id, false);
      formContext.onUploadInProgress?.(id, false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
  }, []);

  const patch = (uid: string, change: Partial<QueueItem>) => {
    if (!mounted.current) return;
    setQueue((q) => q.map((i) => (i.uid === uid ? { ...i, ...change } : i)));
  };

  // ---- the queue: one transfer at a time; the next queued file starts when one ends ---------
  useEffect(() => {
    if (queue.some((q) => q.state === 'uploading')) return;
    const next = queue.find((q) => q.state === 'queued' && q.file);
    if (next) send(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the queue alone starts the next file (send is a new closure on every render)
  }, [queue]);

  const send = (item: QueueItem) => {
    if (xhrs.current.has(item.uid) || !item.file) return;
    const xhr = new XMLHttpRequest();
    xhrs.current.set(item.uid, xhr);
    patch(item.uid, { state: 'uploading', progress: 0, errorMessage: undefined });
    xhr.open('POST', o.url, true);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readXsrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) patch(item.uid, { progress: Math.min(100, Math.round((e.loaded / e.total) * 100)) });
    };
    const done = (change: Partial<QueueItem>) => {
      xhrs.current.delete(item.uid);
      patch(item.uid, change);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as { fileNames?: string[]; indexGed?: string | number };
          const remote = body.fileNames?.[0];
          if (!remote) throw new Error('no fileNames');
          const ref: UploadedFileRef = { remoteFileName: remote, localFileName: item.name, size: item.size, inputName: o.inputName };
          if (body.indexGed !== undefined && body.indexGed !== null) ref.indexGed = body.indexGed;
          done({ state: 'success', progress: 100, ref });
        } catch {
          done({ state: 'error', errorMessage: T.genericError });
        }
      } else {
        done({ state: 'error', errorMessage: uploadErrorMessage(xhr.responseText) });
      }
    };
    xhr.onerror = () => done({ state: 'error', errorMessage: T.genericError });
    xhr.onabort = () => done({ state: 'cancelled' });
    const data = new FormData();
    data.append('file', item.file, item.name);
    xhr.send(data);
  };

  // ---- user actions -------------------------------------------------------------------------
  const locked = Boolean(disabled || readonly);
  const addFiles = (list: FileList | File[] | null) => {
    if (locked || !list) return;
    const { accepted, rejected: refused } = filterFiles(Array.from(list), queue, o);
    setRejected(refused);
    if (accepted.length > 0) {
      setQueue((q) => [
        // A single-file field replaces a file that did not make it.
        ...(o.queueLimit === 1 ? countedItems(q) : q),
        ...accepted.map((file) => ({ uid: nextUid(), name: file.name, size: file.size, file, progress: 0, state: 'queued' as const })),
      ]);
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  // An item in error can be removed too, not only retried, else a refused
  // file stays in the way for good.
  const remove = (item: QueueItem) => {
    xhrs.current.get(item.uid)?.abort();
    xhrs.current.delete(item.uid);
    setTouched(true);
    setQueue((q) => q.filter((i) => i.uid !== item.uid));
  };
  const cancel = (item: QueueItem) => xhrs.current.get(item.uid)?.abort();
  const retry = (item: QueueItem) => {
    // A failed item holds no place in the queue; retried, it takes one again if one is free.
    if (countedItems(queue).length >= o.queueLimit) {
      setRejected([fillTemplate(T.rejected.queueLimit, { count: o.queueLimit, name: item.name })]);
      return;
    }
    setRejected([]);
    patch(item.uid, { state: 'queued', progress: 0, errorMessage: undefined });
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragOver(false);
    addFiles(e.dataTransfer?.files ?? null);
  };

  // ---- rendering -------------------------------------------------------------------------------
  const full = countedItems(queue).length >= o.queueLimit && o.queueLimit > 1;
  const requiredError = required && touched && !busy && refs.length === 0 ? T.required : null;
  const hasError = useHasErrors(id, Boolean(requiredError) || rejected.length > 0, rawErrors);
  const acceptAttr = [...o.accept.map((e) => `.${e}`), ...o.mimeTypes].join(',') || undefined;
  const constraints = [
    o.accept.length > 0 ? fillTemplate(T.acceptedFormats, { formats: o.accept.map((e) => e.toUpperCase()).join(', ') }) : null,
    o.maxFileSize !== undefined ? fillTemplate(T.maxFileSize, { size: frenchNumber(o.maxFileSize / MO, 1) }) : null,
    o.maxTotalSize !== undefined ? fillTemplate(T.maxTotalSize, { size: frenchNumber(o.maxTotalSize / MO, 1) }) : null,
    o.queueLimit > 1 ? fillTemplate(T.maxFiles, { count: o.queueLimit }) : null,
  ].filter((c): c is string => c !== null);

  return (
    <div className="ea-upload" id={`${id}__area`}>
      {!locked && (
        <div
          className={`ea-upload__drop ${dragOver ? 'ea-upload__drop--over' : ''}`}
          style={{ border: `1px dashed ${hasError ? '#cd4246' : '#8f99a8'}`, borderRadius: 4, padding: 12, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
        >
          <input
            ref={fileInput}
            id={id}
            type="file"
            className="ea-upload__input"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            multiple={o.queueLimit > 1}
            accept={acceptAttr}
            aria-required={required || undefined}
            aria-invalid={hasError || undefined}
            aria-describedby={[`${id}__constraints`, errorsDescribedBy(id, hasError)].filter(Boolean).join(' ')}
            disabled={full}
            tabIndex={-1}
            // The form sends the focus to the first invalid field by its id, this invisible input:
            // it goes on to the visible button, where the keyboard can act and the focus shows.
            onFocus={() => chooseButton.current?.focus()}
            onChange={(e) => addFiles(e.target.files)}
          />
          <Button
            ref={chooseButton}
            icon={<CloudUploadIcon />}
            text={o.queueLimit > 1 ? T.chooseFiles : T.chooseFile}
            disabled={full}
            aria-controls={id}
            onClick={() => fileInput.current?.click()}
            onBlur={() => {
              if (!busy && !fileInput.current?.matches(':focus')) onBlur(id, isString ? refs[0]?.remoteFileName : refs);
            }}
          />
          <span className={Classes.TEXT_MUTED}>{T.dropHint}</span>
        </div>
      )}
      {constraints.length > 0 && (
        <ul id={`${id}__constraints`} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} ea-upload__constraints`} style={{ margin: '4px 0', paddingLeft: 18 }}>
          {constraints.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
      {busy && (
        <div className="ea-upload__busy" role="status">
          {T.inProgress}
        </div>
      )}
      {queue.length > 0 && (
        <ul className="ea-upload__queue" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }} aria-label={props.label || undefined}>
          {queue.map((item) => (
            <QueueRow key={item.uid} item={item} locked={locked} onRemove={remove} onRetry={retry} onCancel={cancel} />
          ))}
        </ul>
      )}
      <WidgetErrors id={errorsId(id)} errors={[...rejected, requiredError]} rawErrors={rawErrors} />
    </div>
  );
}

function QueueRow({
  item,
  locked,
  onRemove,
  onRetry,
  onCancel,
}: {
  item: QueueItem;
  locked: boolean;
  onRemove: (i: QueueItem) => void;
  onRetry: (i: QueueItem) => void;
  onCancel: (i: QueueItem) => void;
}) {
  const intent = item.state === 'success' ? Intent.SUCCESS : item.state === 'uploading' ? Intent.PRIMARY : Intent.NONE;
  // The name takes the line's free width (at least 12em, then the size, state and buttons wrap
  // under it) and breaks anywhere; an error message is a wrapped line of its own, never a
  // one-line tag that would squeeze the name to a letter per line and cut the message.
  return (
    <li className={`ea-upload__item ea-upload__item--${item.state}`} data-state={item.state} style={{ padding: '6px 0', borderBottom: '1px solid #e5e8eb' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {item.state === 'success' && <TickCircleIcon color="#238551" aria-hidden />}
        {item.state === 'error' && <ErrorIcon color="#cd4246" aria-hidden />}
        <span className="ea-upload__name" style={{ flex: '1 1 12em', minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.name}
        </span>
        <span className="ea-upload__meta" style={{ display: 'flex', gap: 8, alignItems: 'center', marginLeft: 'auto' }}>
          {item.size > 0 && <span className={Classes.TEXT_MUTED}>{formatSize(item.size)}</span>}
          {item.state !== 'error' && (
            <Tag minimal intent={intent} className="ea-upload__state">
              {T.states[item.state]}
            </Tag>
          )}
          {/* Named by aria-label alone: a title beside it is read again as the button's description. */}
          {!locked && item.state === 'error' && (
            <Button
              variant="minimal"
              icon={<RefreshIcon />}
              intent={Intent.DANGER}
              aria-label={fillTemplate(T.retry, { name: item.name })}
              onClick={() => onRetry(item)}
            />
          )}
          {!locked && item.state === 'uploading' && (
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={fillTemplate(T.cancel, { name: item.name })}
              onClick={() => onCancel(item)}
            />
          )}
          {!locked && item.state !== 'uploading' && (
            <Button
              variant="minimal"
              icon={<TrashIcon />}
              aria-label={fillTemplate(T.remove, { name: item.name })}
              onClick={() => onRemove(item)}
            />
          )}
        </span>
      </div>
      {item.state === 'error' && (
        <div className="ea-upload__error" style={{ color: '#cd4246', overflowWrap: 'anywhere', marginTop: 2 }}>
          {item.errorMessage ?? T.genericError}
        </div>
      )}
      {(item.state === 'uploading' || item.state === 'queued') && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ProgressBar
            value={item.progress / 100}
            intent={Intent.PRIMARY}
            animate={item.state === 'uploading'}
            stripes={item.state === 'uploading'}
            aria-label={item.name}
          />
          <span className={Classes.TEXT_SMALL}>{item.progress} %</span>
        </div>
      )}
    </li>
  );
}
