import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { openPostgres } from '../../../src/server/db/postgres';
import type { Db } from '../../../src/server/db/types';
import { seedIdentity } from '../../../src/server/demo/seedIdentity';
import { defaultConfig, type ServerConfig } from '../../../src/server/config';
import { queueMail, queueSms } from '../../../src/server/mail/outbox';
import { compose } from '../../../src/server/mail/templates';
import { buildTestApp, Client, createPgDatabase, DEMO } from '../helpers';

/**
 * The outbox's delivery through a real SMTP server (smtp-server on loopback, messages parsed by
 * mailparser) and a real HTTP SMS gateway, with two portal instances on one PostgreSQL sharing
 * the outbox: each fault — a refusal, a connection closed in the middle of DATA, a server down
 * for a while — ends with the message delivered once, never twice.
 */

type Mode = 'accept' | 'refuse' | 'closeMidData';

class FakeSmtp {
  received: ParsedMail[] = [];
  /** What the next attempts meet, one per DATA; then 'accept'. */
  script: Mode[] = [];
  port = 0;
  private server = this.create();
  private sockets = new Set<Socket>();

  private create(): SMTPServer {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const mode = this.script.shift() ?? 'accept';
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          // The connection dies in the middle of the message: the client never hears « 250 ».
          if (mode === 'closeMidData') for (const socket of this.sockets) socket.destroy();
        });
        stream.on('end', () => {
          if (mode === 'refuse') return callback(Object.assign(new Error('Boîte pleine, réessayez plus tard'), { responseCode: 552 }));
          if (mode === 'closeMidData') return;
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            this.received.push(mail);
            callback();
          });
        });
      },
    });
    // smtp-server keeps its net.Server public: reach the sockets to cut one mid-DATA.
    (server as unknown as { server: { on(event: 'connection', fn: (socket: Socket) => void): void } }).server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = ((this.server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server = this.create();
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

const fast: Partial<ServerConfig> = { outbox: { retryDelaysMs: [100, 200, 300], pollMs: 50, leaseMs: 10_000 } };

describe('outbox delivery: SMTP faults, two instances on one PostgreSQL', () => {
  const smtp = new FakeSmtp();
  const sms: { bodies: unknown[]; auth: string[]; failNext: number } = { bodies: [], auth: [], failNext: 0 };
  let gateway: Server;
  let dbs: Db[] = [];
  let apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    await smtp.start();
    gateway = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (sms.failNext > 0) {
          sms.failNext -= 1;
          response.writeHead(503).end('indisponible');
          return;
        }
        sms.bodies.push(JSON.parse(body));
        sms.auth.push(request.headers.authorization ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
    const smsGateway = { url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`, key: 'cle-de-passerelle' };

    const database = await createPgDatabase();
    drop = database.drop;
    dbs = [await openPostgres(database.url, 4), await openPostgres(database.url, 4)];
    await migrate(dbs[0]);
    await seedIdentity(dbs[0], defaultConfig().argon2);
    const overrides = { ...fast, smtpUrl: smtp.url, smsGateway, devTools: false, argon2: { memoryCost: 1024, timeCost: 1 } };
    apps = [await buildTestApp(dbs[0], overrides), await buildTestApp(dbs[1], overrides)];
  });

  afterAll(async () => {
    for (const { app } of apps) await app.close();
    for (const db of dbs) await db.close();
    await drop?.();
    await smtp.stop();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  /** Queues a mail as a request would (its own transaction), then asks both instances to send it at once. */
  async function queueOnBoth(to: string): Promise<number> {
    const mail = compose(to, 'Votre demande a été reçue — étape n°1', ['Bonjour Élodie, votre demande « Changement de RIB » est enregistrée.', 'À bientôt, la Mutuelle.']);
    const id = await dbs[0].transaction((tx) => queueMail(tx, mail, null));
    await Promise.all(apps.map(({ app }) => app.mailer.deliver([id])));
    return id;
  }

  async function row(id: number) {
    const { rows } = await dbs[0].query<{ sent_at: Date | null; failed_at: Date | null; attempts: number }>('SELECT sent_at, failed_at, attempts FROM outbox WHERE id = $1', [id]);
    return rows[0];
  }

  it('delivers once, with its subject, text and HTML parts and French accents intact', async () => {
    const id = await queueOnBoth('elodie.accents@demo.fr');
    await until('the mail', async () => (await row(id)).sent_at !== null);
    const [mail, ...others] = smtp.to('elodie.accents@demo.fr');
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe('Votre demande a été reçue — étape n°1');
    expect(mail.text).toContain('Bonjour Élodie, votre demande « Changement de RIB » est enregistrée.');
    expect(mail.html || '').toContain('Élodie');
    expect(mail.from?.text).toContain('Mutuelle Démo');
  });

  it('a refusal (5xx) is tried again later and ends delivered once', async () => {
    smtp.script = ['refuse', 'refuse'];
    const id = await queueOnBoth('refus@demo.fr');
    await until('the mail', async () => (await row(id)).sent_at !== null);
    expect(smtp.to('refus@demo.fr')).toHaveLength(1);
    expect((await row(id)).attempts).toBe(3);
  });

  it('a connection closed in the middle of DATA is tried again and ends delivered once', async () => {
    smtp.script = ['closeMidData'];
    const id = await queueOnBoth('coupure@demo.fr');
    await until('the mail', async () => (await row(id)).sent_at !== null);
    await new Promise((resolve) => setTimeout(resolve, 400)); // every instance's timer has had its turn
    expect(smtp.to('coupure@demo.fr')).toHaveLength(1);
    expect((await row(id)).attempts).toBe(2);
  });

  it('a server down for a while: the mail waits, then is delivered once', async () => {
    await smtp.stop();
    const id = await queueOnBoth('panne@demo.fr');
    await until('a failed attempt', async () => (await row(id)).attempts >= 1);
    expect((await row(id)).sent_at).toBeNull();
    await smtp.start(); // the same port
    await until('the mail', async () => (await row(id)).sent_at !== null);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.to('panne@demo.fr')).toHaveLength(1);
  });

  it('after the last attempt the mail is « non distribué »: staff see it and « Renvoyer » delivers it once', async () => {
    smtp.script = ['refuse', 'refuse', 'refuse', 'refuse'];
    const id = await queueOnBoth('abandon@demo.fr');
    await until('the give-up', async () => (await row(id)).failed_at !== null);
    expect(smtp.to('abandon@demo.fr')).toHaveLength(0);
    expect((await row(id)).attempts).toBe(4);

    const member = new Client(apps[0].app);
    await member.login(DEMO.adherent, DEMO.password);
    expect((await member.get('/api/admin/envois/non-distribues')).statusCode).toBe(403);
    expect((await member.post('/api/admin/envois/renvoyer', { id })).statusCode).toBe(403);

    const staff = new Client(apps[1].app);
    expect((await staff.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    const listed = (await staff.get('/api/admin/envois/non-distribues')).json();
    expect(listed.items).toEqual([expect.objectContaining({ id, canal: 'mail', destinataire: 'abandon@demo.fr', tentatives: 4, erreur: expect.stringContaining('552') })]);
    expect((await staff.post('/api/admin/envois/renvoyer', { id })).json().message).toBe('Le message a été remis en envoi.');
    await until('the resent mail', async () => (await row(id)).sent_at !== null);
    expect(smtp.to('abandon@demo.fr')).toHaveLength(1);
    expect((await staff.get('/api/admin/envois/non-distribues')).json().total).toBe(0);
    expect((await staff.post('/api/admin/envois/renvoyer', { id })).statusCode).toBe(409);
  });

  it('SMS: through the HTTP gateway with its key, retried after a failure, delivered once', async () => {
    sms.failNext = 1;
    const id = await dbs[1].transaction((tx) => queueSms(tx, { to: '+33612345678', text: 'Votre code de sécurité : 123456' }));
    await until('the SMS', async () => (await row(id)).sent_at !== null);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sms.bodies).toEqual([{ to: '+33612345678', text: 'Votre code de sécurité : 123456' }]);
    expect(sms.auth).toEqual(['Bearer cle-de-passerelle']);
  });
});

describe('an SMTP server down at start', () => {
  it('does not stop the portal: it starts and answers, the mail waits', async () => {
    const { url, drop } = await createPgDatabase();
    const db = await openPostgres(url, 2);
    try {
      await migrate(db);
      const { app } = await buildTestApp(db, { ...fast, smtpUrl: 'smtp://127.0.0.1:9', devTools: false });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const id = await db.transaction((tx) => queueMail(tx, compose('attente@demo.fr', 'Objet', ['Texte']), null));
      await app.mailer.deliver([id]);
      const { rows } = await db.query<{ sent_at: Date | null; attempts: number; error: string }>('SELECT sent_at, attempts, error FROM outbox WHERE id = $1', [id]);
      expect(rows[0]).toMatchObject({ sent_at: null, attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/) });
      await app.close();
    } finally {
      await db.close();
      await drop();
    }
  });
});
