import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadWidget, { filterFiles, formatMo, formatSize, readUploadOptions } from '../../widgets/UploadWidget';
import { createUploadStatusStore } from '../../widgets/WidgetContext';
import { widgetHarness } from './support/widgetHarness';

/** A controllable stand-in for XMLHttpRequest: each test decides when and how a request ends. */
class FakeXHR {
  static instances: FakeXHR[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const Harness = widgetHarness({ Widget: UploadWidget, id: 'root_rib', name: 'rib', label: 'RIB', schema: { type: 'array' } });

const pdf = (name: string, size = 1000) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
const input = () => document.getElementById('root_rib') as HTMLInputElement;
const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

beforeEach(() => {
  FakeXHR.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
  document.cookie = 'XSRF-TOKEN=tok%2Ben';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('UploadWidget', () => {
  it('sends a multipart POST with credentials and the XSRF header, shows progress, stores the reference', async () => {
    const spy = vi.fn();
    const store = createUploadStatusStore();
    render(<Harness spy={spy} formContext={{ uploadStatus: store }} />);
    await userEvent.setup().upload(input(), pdf('rib.pdf'));
    const xhr = FakeXHR.instances[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('tok+en');
    expect((xhr.body?.get('file') as File).name).toBe('rib.pdf');
    expect(screen.getByRole('status')).toHaveTextContent('Téléversement en cours...');
    expect(store.isInProgress('root_rib')).toBe(true);

    xhr.progress(50, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(row('rib.pdf')).toHaveTextContent('50 %');

    xhr.respond(200, { fileNames: ['abc-123'], indexGed: 42 });
    expect(spy).toHaveBeenLastCalledWith([{ remoteFileName: 'abc-123', localFileName: 'rib.pdf', size: 1000, inputName: 'rib', indexGed: 42 }]);
    expect(store.isInProgress('root_rib')).toBe(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(row('rib.pdf')).toHaveAttribute('data-state', 'success');
  });

  it('sends queued files one after the other and retries a failure', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} options={{ queueLimit: 3 }} />);
    await userEvent.setup().upload(input(), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(FakeXHR.instances).toHaveLength(1);
    expect(row('b.pdf')).toHaveAttribute('data-state', 'queued');

    FakeXHR.instances[0].respond(500, { message: 'Le fichier est illisible.' });
    expect(row('a.pdf')).toHaveAttribute('data-state', 'error');
    expect(row('a.pdf')).toHaveTextContent('Le fichier est illisible.');
    // An item in error offers retry and removal.
    expect(within(row('a.pdf')).getByRole('button', { name: 'Supprimer a.pdf' })).toBeInTheDocument();
    // The next queued file started when the first one ended.
    expect(FakeXHR.instances).toHaveLength(2);
    FakeXHR.instances[1].respond(200, { fileNames: ['id-b'] });
    expect(spy).toHaveBeenLastCalledWith([{ remoteFileName: 'id-b', localFileName: 'b.pdf', size: 1000, inputName: 'rib' }]);

    await userEvent.setup().click(within(row('a.pdf')).getByRole('button', { name: 'Réessayer le téléversement de a.pdf' }));
    expect(FakeXHR.instances).toHaveLength(3);
    FakeXHR.instances[2].respond(200, { fileNames: ['id-a'] });
    expect(spy).toHaveBeenLastCalledWith([
      { remoteFileName: 'id-a', localFileName: 'a.pdf', size: 1000, inputName: 'rib' },
      { remoteFileName: 'id-b', localFileName: 'b.pdf', size: 1000, inputName: 'rib' },
    ]);
  });

  it('falls back to the French default error', async () => {
    render(<Harness />);
    await userEvent.setup().upload(input(), pdf('a.pdf'));
    FakeXHR.instances[0].respond(502, '<html>Bad gateway</html>');
    expect(row('a.pdf')).toHaveTextContent('Une erreur est survenue');
  });

  it('refuses files beyond queueLimit', async () => {
    render(<Harness options={{ queueLimit: 2 }} />);
    await userEvent.setup().upload(input(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent("Le nombre maximum de fichiers (2) est atteint : c.pdf n'a pas été ajouté.");
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('Nombre maximum de fichiers : 2')).toBeInTheDocument();
  });

  it('filters on size, extension and MIME type and shows the constraints in Mo', async () => {
    render(<Harness options={{ queueLimit: 5, accept: ['pdf', 'jpg'], mimeTypes: ['application/pdf', 'image/*'], maxFileSize: 2 * 1024 * 1024, maxTotalSize: 5 * 1024 * 1024 }} />);
    expect(screen.getByText('Formats acceptés : PDF, JPG')).toBeInTheDocument();
    expect(screen.getByText('Poids maximum par fichier : 2,0 Mo')).toBeInTheDocument();
    expect(screen.getByText('Poids maximum total : 5,0 Mo')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'fake.jpg', { type: 'application/zip' }),
      pdf('big.pdf', 3 * 1024 * 1024),
      pdf('ok.pdf', 1536 * 1024),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Le format du fichier notes.txt n'est pas accepté.");
    expect(alert).toHaveTextContent("Le format du fichier fake.jpg n'est pas accepté.");
    expect(alert).toHaveTextContent('Le fichier big.pdf (3,00 Mo) dépasse le poids maximum autorisé.');
    expect(row('ok.pdf')).toHaveTextContent('1,50 Mo');
  });

  it('cancels a transfer, then lets the item be removed; shows the required error when empty', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} required />);
    const user = userEvent.setup();
    await user.upload(input(), pdf('a.pdf'));
    await user.click(screen.getByRole('button', { name: 'Annuler le téléversement de a.pdf' }));
    expect(FakeXHR.instances[0].aborted).toBe(true);
    expect(row('a.pdf')).toHaveAttribute('data-state', 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Supprimer a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Merci de joindre le document demandé.');
  });

  it('a failed file can be removed and holds no place: the next file of a one-file field is taken', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} required options={{ queueLimit: 1 }} />);
    const user = userEvent.setup();
    await user.upload(input(), new File(['%PDF-1.4'], 'scan.png', { type: 'image/png' }));
    FakeXHR.instances[0].respond(415, { message: "Le contenu du fichier ne correspond pas à son extension." });
    expect(row('scan.png')).toHaveAttribute('data-state', 'error');
    expect(row('scan.png')).toHaveTextContent("Le contenu du fichier ne correspond pas à son extension.");

    // Another file straight away: accepted, it replaces the failed one.
    await user.upload(input(), pdf('rib.pdf'));
    expect(screen.queryByText(/Le nombre maximum de fichiers/)).not.toBeInTheDocument();
    expect(screen.queryByText('scan.png')).not.toBeInTheDocument();
    FakeXHR.instances[1].respond(200, { fileNames: ['id-rib'] });
    expect(spy).toHaveBeenLastCalledWith([{ remoteFileName: 'id-rib', localFileName: 'rib.pdf', size: 1000, inputName: 'rib' }]);
  });

  it('removes a failed file; a retry is refused while the queue is full', async () => {
    render(<Harness options={{ queueLimit: 2 }} />);
    const user = userEvent.setup();
    await user.upload(input(), pdf('a.pdf'));
    FakeXHR.instances[0].respond(500, { message: 'Le fichier est illisible.' });
    await user.upload(input(), [pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    FakeXHR.instances[1].respond(200, { fileNames: ['id-b'] });
    FakeXHR.instances[2].respond(200, { fileNames: ['id-c'] });
    await user.click(within(row('a.pdf')).getByRole('button', { name: 'Réessayer le téléversement de a.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Le nombre maximum de fichiers (2) est atteint : a.pdf n'a pas été ajouté.");
    expect(FakeXHR.instances).toHaveLength(3);
    await user.click(within(row('a.pdf')).getByRole('button', { name: 'Supprimer a.pdf' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it('shows each file size in the unit that fits it, never 0,00 Mo', async () => {
    render(<Harness options={{ queueLimit: 3 }} />);
    await userEvent.setup().upload(input(), [pdf('petit.pdf', 512), pdf('moyen.pdf', 12 * 1024 + 512)]);
    expect(row('petit.pdf')).toHaveTextContent('512 Octets');
    expect(row('moyen.pdf')).toHaveTextContent('12,50 ko');
    expect(screen.queryByText('0,00 Mo')).not.toBeInTheDocument();
  });

  it('shows stored references read-only, without actions', () => {
    render(<Harness readonly value={[{ remoteFileName: 'r1', localFileName: 'avis.pdf', size: 2 * 1024 * 1024, inputName: 'rib' }]} />);
    expect(row('avis.pdf')).toHaveTextContent('2,00 Mo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('formats sizes with the product units', () => {
    expect(formatSize(512)).toBe('512 Octets');
    expect(formatSize(1536)).toBe('1,50 ko');
    expect(formatSize(5 * 1024 ** 3)).toBe('5,00 Go');
    expect(formatSize(2 * 1024 ** 5)).toBe('2,00 Po');
    expect(formatMo(1234567)).toBe('1,18 Mo');
    const o = readUploadOptions({ queueLimit: 2 }, 'x', {}, false);
    expect(filterFiles([pdf('a.pdf')], [], o).accepted).toHaveLength(1);
  });
});
